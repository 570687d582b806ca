import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';

/** Where Debian puts it; tooling/scripts/ensure.mjs (`ensureRedis`) installs it and passes REDIS_SERVER_PATH. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A real redis-server of the test's own, on a free port, nothing saved to disk. Missing binary: an error that
 * says how to install it (the tests fail; they are not skipped).
 */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `redis-server not found at ${REDIS_SERVER}: the Redis store's tests need a real one. ` +
        'Install it with `node tooling/scripts/ensure.mjs --redis` (Debian: apt-get install -y redis-server), or set REDIS_SERVER_PATH.',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const started = Date.now();
  while (!(await answers(port))) {
    if (exited) throw new Error(`redis-server exited at start (port ${port})`);
    if (Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on port ${port} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await gone;
    },
  };
}
