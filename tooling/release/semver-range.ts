/**
 * Whether a version satisfies a range, for the ranges the builds write (`^0.3.0`, `^19.3.1`) and the usual
 * others: exact (`1.2.3`, `=1.2.3`), caret, tilde, comparators (`>=1.2.0 <2`), `x`/`*` wildcards and
 * partial versions (`^1.2`, `1.x`), alternatives joined by `||`. The repository has no semver package and
 * adds no dependency for this. Pre-releases (`1.2.3-beta.1`) compare below their release, and a range only
 * lets one in when a comparator names the same major.minor.patch with a pre-release, as npm's semver does.
 */

type Triple = [number, number, number];

interface Version {
  triple: Triple;
  pre: string[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return { triple: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ? match[4].split('.') : [] };
}

function comparePre(a: string[], b: string[]): number {
  if (!a.length || !b.length) return (b.length ? 1 : 0) - (a.length ? 1 : 0) || 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) - Number(y);
    if (nx) return -1;
    if (ny) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

export function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.triple[i] !== b.triple[i]) return a.triple[i]! - b.triple[i]!;
  return comparePre(a.pre, b.pre);
}

type Operator = '<' | '<=' | '>' | '>=' | '=';
interface Comparator {
  op: Operator;
  version: Version;
}

/** A version with wildcards: the parts given (x, X and * count as absent). */
function partial(text: string): { parts: number[]; pre: string[] } | null {
  const match = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    text,
  );
  if (!match) return null;
  const parts: number[] = [];
  for (const part of [match[1], match[2], match[3]]) {
    if (part === undefined || /^[xX*]$/.test(part)) break;
    parts.push(Number(part));
  }
  return { parts, pre: match[4] ? match[4].split('.') : [] };
}

const at = (parts: number[], pre: string[] = []): Version => ({
  triple: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0],
  pre,
});
/** The first version past the given parts with the part at `index` raised (`[1, 2]`, 0 → 2.0.0). */
const bump = (parts: number[], index: number): Version => {
  const raised = parts.slice(0, index + 1);
  raised[index] = (raised[index] ?? 0) + 1;
  return { triple: [raised[0] ?? 0, raised[1] ?? 0, raised[2] ?? 0], pre: ['0'] };
};

/** The comparators one range term stands for, or null when it is not a range. */
function term(text: string): Comparator[] | null {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.+)$/.exec(text);
  if (!match) return null;
  const op = match[1] ?? '';
  const version = partial(match[2]!);
  if (!version) return null;
  const { parts, pre } = version;
  if (parts.length === 0) return op === '<' || op === '>' ? [{ op: '<', version: at([0], ['0']) }] : [];
  const low = at(parts, pre);
  switch (op) {
    case '^': {
      // Up to the next change of the first non-zero part given (^0.3.0 < 0.4.0, ^0.0.3 < 0.0.4, ^0.x < 1).
      const first = parts.findIndex((p) => p !== 0);
      const index = first === -1 ? Math.min(parts.length - 1, 2) : first;
      return [
        { op: '>=', version: low },
        { op: '<', version: bump(parts, parts.length < 3 && first === -1 ? parts.length - 1 : index) },
      ];
    }
    case '~':
    case '~>':
      return [
        { op: '>=', version: low },
        { op: '<', version: bump(parts, parts.length === 1 ? 0 : 1) },
      ];
    case '':
    case '=':
      if (parts.length === 3) return [{ op: '=', version: low }];
      return [
        { op: '>=', version: low },
        { op: '<', version: bump(parts, parts.length - 1) },
      ];
    case '>':
      return parts.length === 3 ? [{ op: '>', version: low }] : [{ op: '>=', version: bump(parts, parts.length - 1) }];
    case '<=':
      return parts.length === 3 ? [{ op: '<=', version: low }] : [{ op: '<', version: bump(parts, parts.length - 1) }];
    default:
      return [{ op: op as Operator, version: low }];
  }
}

function test(c: Comparator, v: Version): boolean {
  const d = compare(v, c.version);
  switch (c.op) {
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    default:
      return d === 0;
  }
}

/** The alternatives of a range, each a list of comparators that must all hold; null when it cannot be read. */
export function parseRange(range: string): Comparator[][] | null {
  const alternatives: Comparator[][] = [];
  for (const alternative of range.trim().split('||')) {
    // "1.2.3 - 2.3.4" (a hyphen range).
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative);
    const terms = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : alternative
          .trim()
          .replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    const comparators: Comparator[] = [];
    for (const text of terms.length ? terms : ['*']) {
      const read = term(text);
      if (!read) return null;
      comparators.push(...read);
    }
    alternatives.push(comparators);
  }
  return alternatives;
}

/** Whether `version` satisfies `range`; false for a version or range that cannot be read. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  const alternatives = parseRange(range);
  if (!v || !alternatives) return false;
  return alternatives.some(
    (comparators) =>
      comparators.every((c) => test(c, v)) &&
      // A pre-release only where the range itself names one of the same release.
      (v.pre.length === 0 ||
        comparators.some(
          (c) =>
            c.version.pre.length > 0 && c.version.pre[0] !== '0' && c.version.triple.join('.') === v.triple.join('.'),
        )),
  );
}
