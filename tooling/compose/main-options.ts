import type { ComposeOptions } from './compose';

/**
 * What `main.ts` starts, from its command line and environment: `--port` (else `PORT`), `HOST` (the address
 * the host binds: 0.0.0.0 inside a container, else localhost only), `--host-only` (the remotes are deployed
 * elsewhere), `PLATFORM_API`, `SITE_ORIGIN`.
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
  };
}
