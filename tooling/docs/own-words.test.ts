import path from 'node:path';
import { checkedFiles, citationsIn, citationsInRepo } from './own-words';

const ROOT = path.resolve(__dirname, '../..');
// Built from parts so that this file does not cite anything itself.
const SPEC = 'spec';
const SIGN = '§';
const found = (text: string) => citationsIn('x.ts', text).map((c) => `${c.line}: ${c.text}`);

describe('finding a citation of the external product document', () => {
  it('finds section numbers, the document name and the section sign, naming the line', () => {
    expect(
      found(
        [
          `/** Members are 0, 4 and 40 (${SPEC} section 6). */`,
          `// S${SPEC.slice(1)} sections 2 and 9: banners loop.`,
          'const ok = 1;',
          `// see /work/shared/${'product-'}${SPEC}.md`,
          `// the greeting boundaries (${SIGN}9)`,
          `it('reads the ${SPEC}’s defaults', () => {});`,
          `// follows the ${SPEC}, section 3`,
        ].join('\n'),
      ),
    ).toEqual([
      `1: /** Members are 0, 4 and 40 (${SPEC} section 6). */`,
      `2: // S${SPEC.slice(1)} sections 2 and 9: banners loop.`,
      `4: // see /work/shared/product-${SPEC}.md`,
      `5: // the greeting boundaries (${SIGN}9)`,
      `6: it('reads the ${SPEC}’s defaults', () => {});`,
      `7: // follows the ${SPEC}, section 3`,
    ]);
  });

  it('leaves alone code that merely says spec, test files named *.spec.ts and pointers to docs/product.md', () => {
    expect(
      found(
        [
          'const shown = new Map(specs.map((spec) => [spec.name, spec]));',
          "files: ['e2e/tests/**/*.spec.ts'],",
          '// Playwright runs the spec.ts files of e2e/tests',
          '// Agents: see docs/product.md, Member types and roles.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('the repository', () => {
  it('checks source, style sheets and docs, but not dependencies or build output', () => {
    const files = checkedFiles(ROOT).map((file) => path.relative(ROOT, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/product.md',
        'tooling/docs/own-words.ts',
        'host/src/layout/layout.tsx',
      ]),
    );
    expect(files.filter((file) => /(^|\/)(node_modules|dist)\//.test(file))).toEqual([]);
  });

  it('cites no section of a product document kept outside the repo (say it in docs/product.md and point there)', () => {
    expect(citationsInRepo(ROOT).map((c) => `${c.file}:${c.line} ${c.text}`)).toEqual([]);
  });
});
