// The arguments of `npm run contract` (cli.ts; docs/platform-contract.md).

export interface CliArgs {
  base: string | null;
  allowMoney: boolean;
  /** The base is a platform-sim (its admin key, if any, in SIM_ADMIN_KEY). */
  sim: boolean;
  only: string | null;
  help: boolean;
}

export const USAGE = `usage: npm run contract -- [--base <url>] [--allow-money] [--sim] [--only <text>]

  (no --base)    start platform-sim in-process and check it
  --base <url>   check the platform at <url> (its API: <url>/wps/…)
  --allow-money  also call deposit, withdraw and transfer endpoints on a platform that is not a sim
  --sim          the base is a platform-sim: sim-only calls run (SIM_ADMIN_KEY: its admin key)
  --only <text>  only the endpoints whose name contains <text>

Accounts: demo01 and agent01 unless CONTRACT_MEMBER_USERNAME / _PASSWORD / _MOBILE / _PAYMENT_PASSWORD
(and CONTRACT_AGENT_…) name others. Exit status 1 on any mismatch or error.`;

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { base: null, allowMoney: false, sim: false, only: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--base') args.base = value();
    else if (arg.startsWith('--base=')) args.base = arg.slice('--base='.length);
    else if (arg === '--allow-money') args.allowMoney = true;
    else if (arg === '--sim') args.sim = true;
    else if (arg === '--only') args.only = value();
    else if (arg === '--help' || arg === '-h') args.help = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (args.base !== null && !/^https?:\/\/[^/]/.test(args.base))
    throw new Error(`--base must be an http(s) URL, not ${args.base}`);
  return args;
}
