import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

// jsdom lays nothing out, so the deposit form's room at 200 % text (a 375 px phone: a page of 188 px) is held
// here, in its rules.
const sheet = postcss.parse(readFileSync(path.join(__dirname, 'deposit.css'), 'utf8'));

/** Every value `prop` takes in the rules (outside any @media) for `selector`, in order. */
function values(selector: string, prop: string): string[] {
  const found: string[] = [];
  sheet.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' || !rule.selectors.includes(selector)) return;
    rule.walkDecls(prop, (decl) => void found.push(decl.value));
  });
  return found;
}

/** A page of 188 px: the quick amounts have that less the page's and the form's padding (16 + 14 on each side). */
const CHIPS_ROOM_AT_200 = 188 - 2 * 16 - 2 * 14;

describe('the quick amounts at 200 % text', () => {
  it('go in as many columns as fit, each no narrower than a minimum the page has room for', () => {
    const [plain, best] = values('.csh-dep-chips', 'grid-template-columns');
    // The legacy floor (Chrome < 79) reads the plain value, the others the one with max().
    const minimum = Number(/^repeat\(auto-fill, minmax\((\d+)px, 1fr\)\)$/.exec(plain!)?.[1]);
    expect(minimum).toBeGreaterThan(0);
    expect(minimum).toBeLessThanOrEqual(CHIPS_ROOM_AT_200);
    // Three to a row while they have the room (8 px gaps).
    expect(best).toBe(`repeat(auto-fill, minmax(max(${minimum}px, calc(33.333% - 6px)), 1fr))`);
  });

  it("let an amount's digits break rather than widen the column", () => {
    expect(values('.csh-dep-chip', 'min-width')).toEqual(['0']);
    expect(values('.csh-dep-chip', 'overflow-wrap')).toEqual(['anywhere']);
  });
});
