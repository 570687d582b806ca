import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PREFIXES, checkSheet, checkWorkspace, classesOf, cssFiles, parseSheet } from './css-prefixes';

const ROOT = path.resolve(__dirname, '../..');
const problems = (css: string, prefix = 'gm-') =>
  checkSheet('x.css', css, prefix).map((v) => `${v.line}: ${v.selector} — ${v.problem}`);

describe('reading a style sheet', () => {
  it('finds the selectors of rules in @media and @supports, and keyframes names, but nothing in declarations', () => {
    const sheet = parseSheet(`
      /* .not-a-rule { } */
      .gm-a, .gm-b > .gm-c { background: url("data:image/png;base64,a.b;c{d}") center / 1.5px; opacity: .35; }
      @media (prefers-reduced-motion: reduce) { .gm-d:hover { animation: none; } }
      @supports (display: grid) { .gm-e { display: grid; } }
      @keyframes gm-spin { from { transform: none; } 50.5% { opacity: .5; } to { transform: rotate(1turn); } }
    `);
    expect(sheet.selectors).toEqual([
      { selector: '.gm-a, .gm-b > .gm-c', line: 3 },
      { selector: '.gm-d:hover', line: 4 },
      { selector: '.gm-e', line: 5 },
    ]);
    expect(sheet.keyframes).toEqual([{ selector: 'gm-spin', line: 6 }]);
  });

  it('reads the classes of :not() and :is(), not those inside quoted attribute values', () => {
    expect(classesOf(".gm-a:not(.mc-btn--primary) > li:is(.gm-b, .gm-c)[href$='.pdf']")).toEqual([
      'gm-a',
      'mc-btn--primary',
      'gm-b',
      'gm-c',
    ]);
  });
});

describe('checking a package sheet', () => {
  it('accepts classes and keyframes with the package prefix, elements, and state classes next to its own class', () => {
    expect(
      problems('.gm-a li.is-active, .gm-b.is-open > span { color: red; } @keyframes gm-x { to { opacity: 1; } }'),
    ).toEqual([]);
  });

  it('rejects another prefix, a kernel class reached from outside, a bare state class and an unprefixed keyframes name', () => {
    expect(
      problems(`.lb-row { }
.gm-box .mc-center { }
.gm-action:not(.mc-btn--primary) { }
.is-active { }
@keyframes spin { }`),
    ).toEqual([
      '1: .lb-row — .lb-row does not start with gm-',
      "2: .gm-box .mc-center — names the kernel's .mc-center: mc- is the kernel's alone (ask the kernel for an option)",
      "3: .gm-action:not(.mc-btn--primary) — names the kernel's .mc-btn--primary: mc- is the kernel's alone (ask the kernel for an option)",
      '4: .is-active — state class .is-active is not scoped by a gm- class',
      '5: @keyframes spin — keyframes name does not start with gm-',
    ]);
  });

  it('lets the kernel define its own mc- classes, and only those', () => {
    expect(problems('.mc-center .mc-btn { } .gm-tile { }', 'mc-')).toEqual([
      '1: .gm-tile — .gm-tile does not start with mc-',
    ]);
  });
});

describe('the workspace', () => {
  it('gives every package that has style sheets one prefix of its own', () => {
    const workspace = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
    const packages = [...workspace.matchAll(/^ {2}- ([\w-]+)$/gm)].map((m) => m[1]!);
    const styled = packages.filter((p) => cssFiles(path.join(ROOT, p)).length > 0);
    expect(styled.filter((p) => !(p in PREFIXES))).toEqual([]);
    const prefixes = Object.values(PREFIXES);
    expect(prefixes.filter((p) => prefixes.some((other) => other !== p && other.startsWith(p)))).toEqual([]);
  });

  it('has no class outside its package prefix and no package restyling the kernel', () => {
    const found = checkWorkspace(ROOT).map((v) => `${v.file}:${v.line} ${v.selector} — ${v.problem}`);
    expect(found).toEqual([]);
  });
});
