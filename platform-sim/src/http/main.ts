import { DEMO_ACCOUNTS } from '../data/accounts';
import { createPlatform } from '../platform';
import { ADMIN_KEY_HEADER, adminKeyFromEnv, startSimServer } from './server';

/** `pnpm --filter @mc/platform-sim start`: SIM_PORT (default 3100), SIM_SEED, SIM_LOG=1, SIM_ADMIN_KEY. */
async function main(): Promise<void> {
  const port = Number(process.env.SIM_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SIM_PORT is not a port: ${process.env.SIM_PORT}`);
  const seed = process.env.SIM_SEED === undefined ? undefined : Number(process.env.SIM_SEED);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('SIM_SEED must be an integer');

  const server = await startSimServer({
    port,
    platform: createPlatform(seed === undefined ? {} : { seed }),
    log: process.env.SIM_LOG === '1',
    adminKey: adminKeyFromEnv(),
  });
  console.log(`platform-sim listening on ${server.url} (seed ${server.platform.seed})`);
  console.log('Demo accounts (public fixtures):');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(
      `  ${role.padEnd(12)} ${account.username.padEnd(10)} ${account.password.padEnd(12)} type ${account.type}  ${account.description}`,
    );
  }
  // The one deliberate print of the key: whoever started the sim needs it to drive the admin surface.
  console.log(`Admin surface (see platform-sim/README.md), key for this run in the ${ADMIN_KEY_HEADER} header:`);
  console.log(`  curl -H '${ADMIN_KEY_HEADER}: ${server.adminKey}' ${server.url}/__sim/state`);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`platform-sim: ${signal}, closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`platform-sim failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
