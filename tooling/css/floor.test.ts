import path from 'node:path';
import { checkLegacy, checkModern, processSheet, processWorkspace } from './floor-check';

const ROOT = path.resolve(__dirname, '../..');
const FILE = path.join(ROOT, 'remote-games/src/x.css');

const legacy = async (css: string) => processSheet(FILE, css, 'legacy');
const modern = async (css: string) => processSheet(FILE, css, 'modern');
/** The sheet's rules after processing, one per line, spaces squeezed. */
const rulesOf = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/ ?\} ?/g, '}\n')
    .trim();
const legacyProblems = async (css: string) => checkLegacy(await legacy(css), 'gm-').map((p) => p.problem);
const modernProblems = async (css: string) => checkModern(await modern(css), 'gm-').map((p) => p.problem);

// Processing every sheet of the workspace twice takes a few seconds on a busy machine.
jest.setTimeout(60_000);

describe('the legacy build (iOS 12.2, Chrome 70, Samsung Internet 10)', () => {
  it('spells out inset, and prefixes sticky (postcss-preset-env)', async () => {
    const { css } = await legacy('.gm-a { position: sticky; top: 0; } .gm-b { position: absolute; inset: 0; }');
    expect(css).toContain('position: -webkit-sticky; position: sticky;');
    expect(css).toContain('top: 0; right: 0; bottom: 0; left: 0;');
  });

  it("gives a flex row's and a flex column's children the gap as margins (and a lone icon before a text), under a query only engines without flex gap match", async () => {
    const { css } = await legacy(
      '.gm-row { display: flex; gap: 8px; } .gm-col { display: flex; flex-direction: column; gap: 4px 2px; }',
    );
    expect(rulesOf(css)).toBe(
      rulesOf(`.gm-row { display: flex; gap: 8px; }
@supports not (inset: 0) { .gm-row { gap: 0; } .gm-row:not(#\\#) > * + * { margin-left: 8px; }
  .gm-row:not(#\\#) > svg:only-child, .gm-row:not(#\\#) > img:only-child, .gm-row:not(#\\#) > input:only-child { margin-right: 8px; } }
.gm-col { display: flex; flex-direction: column; gap: 4px 2px; }
@supports not (inset: 0) { .gm-col { gap: 0; } .gm-col:not(#\\#) > * + * { margin-top: 4px; } }`),
    );
  });

  it("gives wrapping rows' children both gaps, taken back by the container's own margins", async () => {
    const { css } = await legacy('.gm-chips { display: flex; flex-wrap: wrap; gap: 4px 10px; margin: 0 0 12px; }');
    expect(css).toContain(
      '@supports not (inset: 0) { .gm-chips { gap: 0; margin-right: -10px; margin-bottom: calc(12px - 4px); } .gm-chips:not(#\\#) > * { margin-right: 10px; margin-bottom: 4px; } }',
    );
  });

  it('follows a modifier (or a media query) that turns the container, undoing the margins it had', async () => {
    const { css } = await legacy(`.gm-list { display: flex; flex-direction: column; gap: 12px; }
.gm-list--row { flex-direction: row; }
@media (min-width: 600px) { .gm-list { gap: 20px; } }`);
    expect(css).toContain(
      '.gm-list--row { flex-direction: row; }\n@supports not (inset: 0) { .gm-list--row:not(#\\#) > * { margin-top: 0; } .gm-list--row:not(#\\#) > * + * { margin-left: 12px; }',
    );
    expect(css).toContain(
      '@media (min-width: 600px) { .gm-list { gap: 20px; }\n@supports not (inset: 0) { .gm-list:not(#\\#) > * + * { margin-top: 20px; } } }',
    );
  });

  it('spaces the pseudo-elements that are flex items, which no child selector reaches', async () => {
    const { css } = await legacy(
      ".gm-or { display: flex; gap: 12px; } .gm-or::before, .gm-or::after { content: ''; flex: 1; }",
    );
    expect(css).toContain('.gm-or::before { margin-right: 12px; } .gm-or::after { margin-left: 12px; }');
  });

  it('writes :where() out, and copies each :focus-visible rule for :focus (a :has() of it as :focus-within)', async () => {
    const { css } = await legacy(
      '.gm-text :where(p, ul):last-child { margin: 0; } .gm-a:hover, .gm-a:focus-visible { outline: 2px solid; } .gm-b:has(input:focus-visible) { outline: 1px solid; }',
    );
    expect(css).toContain('.gm-text p:last-child, .gm-text ul:last-child { margin: 0; }');
    expect(css).toContain('@supports not (appearance: none) { .gm-a:hover, .gm-a:focus { outline: 2px solid; } }');
    expect(css).toContain('@supports not (appearance: none) { .gm-b:focus-within { outline: 1px solid; } }');
  });

  it('fails a sheet for each fallback it lacks', async () => {
    // Each line: what an author wrote, without the fallback the floor needs.
    expect(await legacyProblems('.gm-a { height: 100dvh; }')).toEqual([
      'height: 100dvh has no plain vh/vw value (Safari < 15.4) before it',
    ]);
    expect(await legacyProblems('.gm-a { right: max(0px, 10vw); }')).toEqual([
      'right: max(0px, 10vw) has no value without min()/max()/clamp() (Chrome < 79) before it',
    ]);
    expect(await legacyProblems('.gm-a { aspect-ratio: 2 / 1; } .gm-b { aspect-ratio: auto 5 / 2; }')).toEqual([
      '.gm-a: aspect-ratio (Safari < 15, Chrome < 88) with no size under @supports not (aspect-ratio: 1)',
    ]);
    // A gap on an element this sheet does not make a flex container: only its author can place the margins.
    expect(await legacyProblems('.gm-card--tight { gap: 8px; }')).toEqual([
      '".gm-card--tight" sets a gap but no rule here makes it a flex container: write its fallback under @supports not (inset: 0)',
      '.gm-card--tight: a flex gap (Safari < 14.1, Chrome < 84) with no margins under @supports not (inset: 0)',
    ]);
    expect(
      await legacyProblems(
        '.gm-card--tight { gap: 8px; } @supports not (inset: 0) { .gm-card--tight:not(#\\#) > * + * { margin-top: 8px; } }',
      ),
    ).toEqual([]);
    expect(await legacyProblems('.gm-grid { display: grid; gap: 8px; } .gm-grid--wide { gap: 12px; }')).toEqual([]);
  });

  it('fails a processed sheet whose fallbacks are gone', async () => {
    const processed = await legacy('.gm-a { display: flex; gap: 8px; } .gm-a:focus-visible { outline: 0; }');
    processed.root.walkAtRules('supports', (at) => void at.remove());
    expect(checkLegacy(processed, 'gm-').map((p) => p.problem)).toEqual([
      '.gm-a: a flex gap (Safari < 14.1, Chrome < 84) with no margins under @supports not (inset: 0)',
      '.gm-a:focus-visible: dropped by Safari < 15.4, Chrome < 86, with no :focus copy under @supports not (appearance: none)',
    ]);
  });

  it('holds for every style sheet of every package, which keep one class prefix each', async () => {
    const problems = (await processWorkspace(ROOT, 'legacy'))
      .flatMap((sheet) => checkLegacy(sheet, sheet.prefix))
      .map((p) => `${p.file}:${p.line} ${p.problem}`);
    expect(problems).toEqual([]);
  });
});

describe('the modern build (iOS 15.4, Chrome 93, Samsung Internet 17)', () => {
  it('adds no fallback and drops the hand-written ones, which none of its engines match', async () => {
    const { css } =
      await modern(`.gm-a { display: flex; gap: 8px; position: sticky; inset: 0; overflow-wrap: anywhere; }
.gm-a:focus-visible { outline: 0; } .gm-b :where(p) { margin: 0; }
@supports not (aspect-ratio: 1) { .gm-c { height: 0; } }`);
    expect(rulesOf(css)).toBe(
      rulesOf(
        '.gm-a { display: flex; gap: 8px; position: sticky; inset: 0; overflow-wrap: anywhere; } .gm-a:focus-visible { outline: 0; } .gm-b :where(p) { margin: 0; }',
      ),
    );
  });

  it('fails a sheet with a dvh and no vh before it (Chrome before 108)', async () => {
    expect(await modernProblems('.gm-a { height: 100dvh; }')).toEqual([
      'height: 100dvh has no plain vh/vw value (Chrome < 108) before it',
    ]);
  });

  it('holds for every style sheet of every package', async () => {
    const problems = (await processWorkspace(ROOT, 'modern'))
      .flatMap((sheet) => checkModern(sheet, sheet.prefix))
      .map((p) => `${p.file}:${p.line} ${p.problem}`);
    expect(problems).toEqual([]);
  });
});
