import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Remotes are released on their own, so their style sheets must not collide: every class (and keyframes
 * name) a package's CSS defines starts with that package's one prefix, and no package styles another
 * package's classes. `mc-` is the kernel's alone; a package that wants a kernel block to look different
 * asks the kernel for an option (a prop, a modifier class) instead of reaching into it.
 */
export const PREFIXES: Readonly<Record<string, string>> = {
  'shared-kernel': 'mc-',
  host: 'host-',
  'remote-member': 'mem-',
  'remote-games': 'gm-',
  'remote-agent': 'agt-',
  'remote-cashier': 'csh-',
};

export const KERNEL_PREFIX = 'mc-';

/**
 * State classes (`is-active`, set by the kernel's TabList among others) are a shared vocabulary: one is
 * fine in a selector that also names a class of the package, never on its own.
 */
const STATE_CLASS = /^is-[a-z][a-z0-9-]*$/;

export interface Selector {
  selector: string;
  line: number;
}

export interface Sheet {
  selectors: Selector[];
  keyframes: Selector[];
}

/** Blanks comments, keeping newlines so line numbers stay right. */
function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Index just after the string that opens at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index of the `}` that closes the block opening at `open` (strings skipped). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed block at offset ${open}`);
}

const lineAt = (css: string, offset: number) => css.slice(0, offset).split('\n').length;

/**
 * The selectors of every style rule (inside @media, @supports and nested rules too) and the keyframes
 * names. Declarations are never read as selectors: a `url(data:…;…)` or a `.5` in a value is not a class.
 */
export function parseSheet(source: string): Sheet {
  const css = stripComments(source);
  const sheet: Sheet = { selectors: [], keyframes: [] };
  const walk = (from: number, to: number) => {
    let start = from;
    let parens = 0;
    for (let i = from; i < to; i += 1) {
      const c = css[i];
      if (c === '"' || c === "'") {
        i = skipString(css, i) - 1;
      } else if (c === '(') {
        parens += 1;
      } else if (c === ')') {
        parens -= 1;
      } else if (c === ';' && parens === 0) {
        start = i + 1; // a declaration or an @import-like statement
      } else if (c === '{') {
        const end = blockEnd(css, i);
        const raw = css.slice(start, i);
        const prelude = raw.trim();
        const line = lineAt(css, start + raw.length - raw.trimStart().length);
        const keyframes = /^@(?:-[a-z]+-)?keyframes\s+(\S+)/.exec(prelude);
        if (keyframes) sheet.keyframes.push({ selector: keyframes[1]!, line });
        else if (prelude.startsWith('@')) walk(i + 1, end);
        else {
          sheet.selectors.push({ selector: prelude, line });
          walk(i + 1, end);
        }
        i = end;
        start = end + 1;
      }
    }
  };
  walk(0, css.length);
  return sheet;
}

/** The classes a selector names, `:not(.x)` and `:is(.x)` included; quoted attribute values are not read. */
export function classesOf(selector: string): string[] {
  const plain = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** Splits a selector list at its top-level commas. */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((s) => s.trim()).filter(Boolean);
}

export interface Violation {
  file: string;
  line: number;
  selector: string;
  problem: string;
}

/** What is wrong with one style sheet of the package whose prefix is `prefix`. */
export function checkSheet(file: string, source: string, prefix: string): Violation[] {
  const sheet = parseSheet(source);
  const violations: Violation[] = [];
  for (const { selector: list, line } of sheet.selectors) {
    for (const selector of selectorList(list)) {
      const classes = classesOf(selector);
      const scoped = classes.some((c) => c.startsWith(prefix));
      for (const name of classes) {
        if (name.startsWith(prefix)) continue;
        let problem: string;
        if (STATE_CLASS.test(name)) {
          if (scoped) continue;
          problem = `state class .${name} is not scoped by a ${prefix} class`;
        } else if (name.startsWith(KERNEL_PREFIX)) {
          problem = `names the kernel's .${name}: mc- is the kernel's alone (ask the kernel for an option)`;
        } else {
          problem = `.${name} does not start with ${prefix}`;
        }
        violations.push({ file, line, selector, problem });
      }
    }
  }
  for (const { selector: name, line } of sheet.keyframes) {
    if (!name.startsWith(prefix))
      violations.push({
        file,
        line,
        selector: `@keyframes ${name}`,
        problem: `keyframes name does not start with ${prefix}`,
      });
  }
  return violations;
}

/** Every .css file under `dir`, depth first, sorted. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(full);
      return entry.name.endsWith('.css') ? [full] : [];
    });
}

/** The violations of every package's CSS (under `<package>/src`), paths relative to `root`. */
export function checkWorkspace(root: string): Violation[] {
  return Object.entries(PREFIXES).flatMap(([pkg, prefix]) =>
    cssFiles(path.join(root, pkg, 'src')).flatMap((file) =>
      checkSheet(path.relative(root, file), readFileSync(file, 'utf8'), prefix),
    ),
  );
}
