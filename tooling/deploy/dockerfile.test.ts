import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compositionOptions } from '../compose/main-options';
import { BUNDLE, root } from './server-bundle';

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): Array<{ name: string; args: string; stage: string }> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  let stage = '';
  return lines.map((line) => {
    const [name = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (name.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    return { name: name.toUpperCase(), args, stage };
  });
}

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const steps = instructions(dockerfile);
const runtime = steps.filter((s) => s.stage === 'runtime');
const env = Object.fromEntries(
  runtime.filter((s) => s.name === 'ENV').map((s) => s.args.split('=') as [string, string]),
);
const jsonArgs = (args: string) => JSON.parse(args) as string[];

/** .dockerignore's patterns as regular expressions over paths relative to the context. */
function ignored(file: string): boolean {
  const patterns = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return patterns.some((pattern) => {
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(.*/)?')
      .replace(/\*/g, '[^/]*');
    return new RegExp(`^${source}(/.*)?$`).test(file);
  });
}

describe('the Dockerfile', () => {
  it('installs the pnpm version tooling/scripts/ensure.mjs installs', () => {
    const ensure = readFileSync(path.join(root, 'tooling/scripts/ensure.mjs'), 'utf8');
    const pinned = /PNPM_VERSION = '([^']+)'/.exec(ensure)?.[1];
    expect(pinned).toBeDefined();
    expect([...dockerfile.matchAll(/pnpm@([\w.-]+)/g)].map((m) => m[1])).toEqual([pinned]);
  });

  it('runs the Node major the repository names', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines?: { node?: string };
      devDependencies: Record<string, string>;
    };
    const nvmrc = existsSync(path.join(root, '.nvmrc')) ? readFileSync(path.join(root, '.nvmrc'), 'utf8') : undefined;
    // .nvmrc or engines when there is one; else the Node whose types the code is checked against.
    const wanted = /(\d+)/.exec(nvmrc ?? pkg.engines?.node ?? pkg.devDependencies['@types/node'] ?? '')?.[1];
    const majors = steps.filter((s) => s.name === 'FROM').map((s) => /^node:(\d+)/.exec(s.args)?.[1]);
    expect(majors).toEqual([wanted, wanted]);
  });

  it('copies only what exists in the repository and is not left out of the context', () => {
    const sources = steps
      .filter((s) => s.name === 'COPY' && !s.args.includes('--from='))
      .flatMap((s) =>
        s.args
          .split(/\s+/)
          .filter((a) => !a.startsWith('--'))
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources.filter((s) => s !== '.')) {
      expect([source, existsSync(path.join(root, source))]).toEqual([source, true]);
      expect([source, ignored(source)]).toEqual([source, false]);
    }
  });

  it('copies the package.json of every workspace package before installing from the lockfile', () => {
    const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
    const packages = [...workspace.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]!);
    const copied = steps.filter((s) => s.stage === 'build' && s.name === 'COPY').map((s) => s.args.split(/\s+/)[0]);
    for (const pkg of packages) expect(copied).toContain(`${pkg}/package.json`);
    const install = steps.findIndex((s) => s.name === 'RUN' && s.args.includes('pnpm install --frozen-lockfile'));
    const everything = steps.findIndex((s) => s.name === 'COPY' && s.args === '. .');
    expect(install).toBeGreaterThan(0);
    expect(everything).toBeGreaterThan(install);
  });

  it('leaves installed packages and builds out of the context, and not the sources', () => {
    for (const file of [
      'node_modules/react',
      'host/node_modules/x',
      'host/dist/index.html',
      'remote-games/dist/0.1.0/mf-manifest.json',
      '.git',
    ])
      expect([file, ignored(file)]).toEqual([file, true]);
    for (const file of [
      'host/src/index.ts',
      'tooling/compose/main.ts',
      'pnpm-lock.yaml',
      '.browserslistrc',
      'deploy/remotes.json',
    ])
      expect([file, ignored(file)]).toEqual([file, false]);
  });

  it('builds the host as tooling/scripts/build.mjs does, and the server bundle the runtime starts', () => {
    expect(readFileSync(path.join(root, 'tooling/scripts/build.mjs'), 'utf8')).toContain(
      "'--filter', `./${app}`, 'run', 'build'",
    );
    expect(steps).toContainEqual(
      expect.objectContaining({ stage: 'build', name: 'RUN', args: 'pnpm --filter ./host run build' }),
    );
    expect(steps).toContainEqual(
      expect.objectContaining({
        stage: 'build',
        name: 'RUN',
        args: 'node_modules/.bin/tsx tooling/deploy/server-bundle.ts /out',
      }),
    );
    const cmd = jsonArgs(runtime.find((s) => s.name === 'CMD')!.args);
    expect(cmd.slice(0, 2)).toEqual(['node', BUNDLE]);
    // The flags main.ts reads: no remotes inside, the registry the deployment mounts.
    expect(compositionOptions(cmd.slice(2), env)).toMatchObject({
      serveRemotes: false,
      registryFile: 'deploy/remotes.json',
      hostAddress: '0.0.0.0',
      hostPort: Number(env.PORT),
    });
  });

  it('runs as a non-root user in production mode, on PORT, bound to every address, with a health check', () => {
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    expect(runtime.find((s) => s.name === 'EXPOSE')?.args).toBe(env.PORT);
    const user = runtime.filter((s) => s.name === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.find((s) => s.name === 'HEALTHCHECK')?.args).toMatch(/process\.env\.PORT/);
    // Only the build's products and the deployment files reach the runtime: no sources, no node_modules.
    for (const copy of runtime.filter((s) => s.name === 'COPY')) expect(copy.args).toMatch(/^--from=build /);
    expect(dockerfile).toMatch(/REDIS_URL/);
  });

  it('copies from the build stage what the server reads: the host build, config.json and remotes.json', () => {
    const copied = runtime.filter((s) => s.name === 'COPY').flatMap((s) => s.args.split(/\s+/).slice(1, -1));
    expect(copied).toEqual(
      expect.arrayContaining(['/out/', '/app/host/dist', '/app/deploy/config.json', '/app/deploy/remotes.json']),
    );
    for (const file of ['deploy/config.json', 'deploy/remotes.json'])
      expect(existsSync(path.join(root, file))).toBe(true);
  });
});

describe('the command line and environment of the host server', () => {
  it('takes the port from --port, else PORT, and the address from HOST', () => {
    expect(compositionOptions(['--port', '4100'], { PORT: '8080' })).toMatchObject({
      hostPort: 4100,
      hostAddress: undefined,
      serveRemotes: true,
    });
    expect(compositionOptions([], { PORT: '8080', HOST: '0.0.0.0' })).toMatchObject({
      hostPort: 8080,
      hostAddress: '0.0.0.0',
    });
    expect(compositionOptions([], {})).toMatchObject({ hostPort: undefined, hostAddress: undefined });
    expect(() => compositionOptions([], { PORT: 'eighty' })).toThrow(/not a port/);
  });
});
