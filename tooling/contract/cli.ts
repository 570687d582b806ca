// `npm run contract [-- --base <url>] [--allow-money] [--sim] [--only <text>]`: checks a platform against what the
// client expects of it (docs/platform-contract.md). Without --base it starts platform-sim in-process.
import './node-stubs';
import { createPlatform, MERCHANT_CODE } from '../../platform-sim/src/index';
import { accountsFromEnv } from './accounts';
import { endpointName } from './endpoints';
import { parseArgs, USAGE, type CliArgs } from './args';
import { runContract, type RunOptions } from './run';

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const only = args.only;
  const common = {
    accounts: accountsFromEnv(env),
    merchantCode: MERCHANT_CODE,
    allowMoney: args.allowMoney,
    only: only ? (e: Parameters<NonNullable<RunOptions['only']>>[0]) => endpointName(e).includes(only) : undefined,
  };
  let options: RunOptions;
  if (args.base === null) {
    const platform = createPlatform();
    process.stdout.write('platform contract: an in-process platform-sim\n');
    options = {
      ...common,
      baseUrl: 'http://platform-sim.local',
      fetch: (request) => platform.fetch(request),
      sim: true,
      simAdmin: {},
    };
  } else {
    const money = args.sim || args.allowMoney ? 'money moves' : 'money-moving calls skipped';
    process.stdout.write(`platform contract: ${args.base}${args.sim ? ' (a platform-sim)' : ''}, ${money}\n`);
    options = {
      ...common,
      baseUrl: args.base,
      sim: args.sim,
      simAdmin: args.sim ? { key: env.SIM_ADMIN_KEY || undefined } : null,
    };
  }
  const report = await runContract(options);
  return report.exitCode;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`platform contract: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
