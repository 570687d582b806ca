import type { ComposeOptions } from './compose';
import { DEFAULT_ROLLBACK_RULE, type RollbackRule } from '../release/rollback-rule';

/**
 * What `main.ts` starts, from its command line and environment: `--port` (else `PORT`), `HOST` (the address
 * the host binds: 0.0.0.0 inside a container, else localhost only), `--host-only` (the remotes are deployed
 * elsewhere), `PLATFORM_API`, `SITE_ORIGIN`, and the automatic rollback's rule: `MC_ROLLBACK_MIN_SESSIONS`,
 * `MC_ROLLBACK_MAX_INCREASE` (a fraction: 0.1 is ten points), or `MC_ROLLBACK=off`.
 */
export function compositionOptions(args: readonly string[], env: NodeJS.ProcessEnv): ComposeOptions {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const port = flag('--port') ?? env.PORT;
  if (port !== undefined && !/^\d{1,5}$/.test(port)) throw new Error(`not a port: ${port}`);
  return {
    plain: args.includes('--plain'),
    hostPort: port !== undefined ? Number(port) : undefined,
    hostAddress: env.HOST || undefined,
    serveRemotes: !args.includes('--host-only'),
    registryFile: flag('--registry'),
    controlPort: flag('--control') ? Number(flag('--control')) : undefined,
    apiTarget: env.PLATFORM_API,
    publicOrigin: env.SITE_ORIGIN,
    rollbackRule: rollbackRuleOf(env),
  };
}

/** The automatic rollback's rule from the environment (docs/field-reports.md): the defaults where not set. */
export function rollbackRuleOf(env: NodeJS.ProcessEnv): RollbackRule | false {
  if (env.MC_ROLLBACK === 'off') return false;
  const minSessions = env.MC_ROLLBACK_MIN_SESSIONS ?? String(DEFAULT_ROLLBACK_RULE.minSessions);
  const maxIncrease = env.MC_ROLLBACK_MAX_INCREASE ?? String(DEFAULT_ROLLBACK_RULE.maxErrorRateIncrease);
  if (!/^[1-9]\d{0,5}$/.test(minSessions))
    throw new Error(`MC_ROLLBACK_MIN_SESSIONS is not a whole number of sessions: ${minSessions}`);
  const increase = Number(maxIncrease);
  if (!/^(0|1)?(\.\d+)?$/.test(maxIncrease) || !(increase > 0 && increase < 1)) {
    throw new Error(`MC_ROLLBACK_MAX_INCREASE is not a fraction between 0 and 1: ${maxIncrease}`);
  }
  return { minSessions: Number(minSessions), maxErrorRateIncrease: increase };
}
