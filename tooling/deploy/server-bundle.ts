/**
 * The host server as the Docker image runs it: `tooling/compose/main.ts` and everything it imports bundled
 * into one CommonJS file by esbuild (tsx's own), so the image needs neither tsx nor the workspace's
 * node_modules. Beside it go the two packages the browser-floor code reads from disk at start-up
 * (tooling/webpack/floor.cjs: core-js's module list, @swc/helpers' folder) and `.browserslistrc`.
 *
 *   tsx tooling/deploy/server-bundle.ts <out dir>
 *
 * writes <out>/tooling/compose/main.cjs (at the same depth as main.ts, so its paths from `__dirname` still
 * name the folder the image's /app is), <out>/node_modules/{core-js,@swc/helpers} and <out>/.browserslistrc.
 */
import { cpSync, mkdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
/** Read from disk at run time, so copied as they are rather than bundled. */
export const RUNTIME_PACKAGES = ['core-js', '@swc/helpers'];
export const SERVER_ENTRY = 'tooling/compose/main.ts';
export const BUNDLE = 'tooling/compose/main.cjs';

interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ errors: unknown[]; warnings: Array<{ text: string }> }>;
}

/** esbuild as tsx (a dev dependency of the workspace) installs it: no dependency of its own. */
function esbuild(): Esbuild {
  const fromTsx = createRequire(realpathSync(path.join(root, 'node_modules/tsx/package.json')));
  return fromTsx('esbuild') as Esbuild;
}

export async function bundleServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, BUNDLE);
  await esbuild().build({
    entryPoints: [path.join(root, SERVER_ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: RUNTIME_PACKAGES,
    logLevel: 'error',
    legalComments: 'none',
  });
  const fromRoot = createRequire(path.join(root, 'package.json'));
  for (const name of RUNTIME_PACKAGES) {
    const dir = path.dirname(fromRoot.resolve(`${name}/package.json`));
    const target = path.join(outDir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(realpathSync(dir), target, { recursive: true, dereference: true });
  }
  cpSync(path.join(root, '.browserslistrc'), path.join(outDir, '.browserslistrc'));
  return outfile;
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: tsx tooling/deploy/server-bundle.ts <out dir>');
    process.exit(2);
  }
  bundleServer(path.resolve(out)).then(
    (file) => console.warn(`[bundle] ${path.relative(process.cwd(), file)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
