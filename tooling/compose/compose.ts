import { createServer } from 'node:http';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_KEY_HEADER, adminKeyFromEnv, startSimServer } from '../../platform-sim/src/http/server';
import { DEMO_ACCOUNTS } from '../../platform-sim/src/index';
import { createHostServer } from './host-server';
import { createReportStore } from './csp-reports';
import { createRemoteServer, listen, type Listening } from './static-server';
import { createRemotePreloads } from './remote-preloads';
import { createStore } from '../release/store';
import { allManifests } from '../release/registry';
import { DEFAULT_ROLLBACK_RULE, type RollbackRule } from '../release/rollback-rule';
import { handleFieldReport } from './field-endpoint';

export const root = path.resolve(__dirname, '../..');

/** Each remote on its own origin, as separate teams would deploy them. */
export const REMOTE_PORTS = { member: 3001, games: 3002, agent: 3003, cashier: 3004 } as const;
export type RemoteName = keyof typeof REMOTE_PORTS;

export interface ComposeOptions {
  hostPort?: number;
  simPort?: number;
  /** Registry file served as /remotes.json (default: a working copy of deploy/remotes.json). */
  registryFile?: string;
  /** Serve the plain (non-federated) host build instead — benchmark only. */
  plain?: boolean;
  /** A real platform instead of platform-sim (the site then has no /__sim). */
  apiTarget?: string;
  /** platform-sim's admin key; default SIM_ADMIN_KEY, else a fresh random one per run. */
  simAdminKey?: string;
  /** Localhost-only control port for tests (stop/start a remote's server, read CSP reports). */
  controlPort?: number;
  /** The site's public origin (default http://localhost:<hostPort>); remotes answer CORS for it. */
  publicOrigin?: string;
  /** When field reports roll a canary back (default DEFAULT_ROLLBACK_RULE); false: never. */
  rollbackRule?: RollbackRule | false;
  /** The address the host server binds (default 127.0.0.1; a container binds 0.0.0.0). */
  hostAddress?: string;
  /** Serve the remotes' dist folders too (default true); a host deployed alone (the Docker image) does not. */
  serveRemotes?: boolean;
}

export interface Composition {
  url: string;
  registryFile: string;
  /** The key /__sim calls must carry in the Sim-Admin-Key header; undefined with a real platform. */
  simAdminKey: string | undefined;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

export async function startComposition(options: ComposeOptions = {}): Promise<Composition> {
  const registryFile = options.registryFile ?? path.join(root, '.compose/remotes.json');
  if (!options.registryFile) {
    mkdirSync(path.dirname(registryFile), { recursive: true });
    if (!existsSync(registryFile)) copyFileSync(path.join(root, 'deploy/remotes.json'), registryFile);
  }
  const closers: Array<() => Promise<void>> = [];
  // The release registry: this file, or Redis when REDIS_URL is set (several host servers share it then;
  // docs/releasing.md). `npm run release` changes it; the host server reads it per request.
  const store = await createStore({ registryFile, redisUrl: process.env.REDIS_URL });
  closers.push(() => store.close());
  let apiTarget = options.apiTarget;
  let simAdminKey: string | undefined;
  if (!apiTarget) {
    const sim = await startSimServer({
      port: options.simPort ?? 3100,
      adminKey: options.simAdminKey ?? adminKeyFromEnv(),
    });
    closers.push(() => sim.close());
    apiTarget = sim.url;
    simAdminKey = sim.adminKey;
  }
  const hostPort = options.hostPort ?? 3000;
  const siteOrigins = options.publicOrigin
    ? [options.publicOrigin]
    : [`http://localhost:${hostPort}`, `http://127.0.0.1:${hostPort}`];
  // The last reports only (csp-reports.ts): a page posting reports without end cannot fill the memory.
  const cspReports = createReportStore();
  const remotePreloads = createRemotePreloads();
  const host = await listen(
    createHostServer({
      distDir: path.join(root, options.plain ? 'host/dist-plain' : 'host/dist'),
      // The plain build loads no remote: the page names no manifest for it to fetch.
      preloadRemotes: !options.plain,
      registryFile,
      store,
      // Field reports feed the figures per remote version, and the rollback rule after them (docs/field-reports.md).
      fieldReport: (req, res, deps) =>
        handleFieldReport(req, res, { ...deps, rule: options.rollbackRule ?? DEFAULT_ROLLBACK_RULE }),
      configFile: path.join(root, 'deploy/config.json'),
      apiTarget,
      publicOrigin: options.publicOrigin,
      onCspReport: (report) => cspReports.add(report),
      simAdmin: simAdminKey !== undefined,
      remotePreloads,
    }),
    hostPort,
    options.hostAddress,
  );
  closers.push(() => host.close());

  const remotes = new Map<RemoteName, Listening>();
  const startRemote = async (name: RemoteName) => {
    if (remotes.has(name)) return;
    remotes.set(
      name,
      await listen(createRemoteServer(path.join(root, `remote-${name}/dist`), siteOrigins), REMOTE_PORTS[name]),
    );
  };
  const stopRemote = async (name: RemoteName) => {
    const server = remotes.get(name);
    remotes.delete(name);
    await server?.close();
  };
  if (!options.plain && options.serveRemotes !== false) {
    for (const name of Object.keys(REMOTE_PORTS) as RemoteName[]) await startRemote(name);
    // The first page served already preloads its remote's scripts, as every later one does.
    await remotePreloads.warm(allManifests(await store.registry().catch(() => null)));
  }

  if (options.controlPort) {
    const control = await listen(
      createServer((req, res) => {
        if (req.url === '/csp-reports') {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(cspReports.list()));
          if (req.method === 'DELETE') cspReports.clear();
          return;
        }
        const match = /^\/remotes\/(member|games|agent|cashier)\/(stop|start)$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !match) {
          res.writeHead(404).end();
          return;
        }
        const [, name, action] = match as unknown as [string, RemoteName, 'stop' | 'start'];
        (action === 'stop' ? stopRemote(name) : startRemote(name)).then(
          () => res.writeHead(204).end(),
          (error: Error) => res.writeHead(500).end(error.message),
        );
      }),
      options.controlPort,
    );
    closers.push(() => control.close());
  }

  return {
    url: host.url,
    registryFile,
    simAdminKey,
    stopRemote,
    startRemote,
    async close() {
      for (const name of [...remotes.keys()]) await stopRemote(name);
      for (const close of closers.reverse()) await close();
    },
  };
}

export function printWelcome(url: string, simAdminKey: string | undefined): void {
  console.log(`\n  The site:  ${url}/m/home\n`);
  if (simAdminKey !== undefined) {
    console.log('  Demo accounts (platform-sim):');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      console.log(`    ${role.padEnd(8)} ${account.username} / ${account.password}`);
    }
    // The one deliberate print of the key: the person who started the demo drives the sim with it.
    console.log(`\n  platform-sim admin (README "Trying the account flows"), key of this run:`);
    console.log(`    curl -H '${ADMIN_KEY_HEADER}: ${simAdminKey}' ${url}/__sim/state`);
  }
  console.log('\n  Ctrl-C stops everything.\n');
}
