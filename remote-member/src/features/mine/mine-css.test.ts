import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';

// jsdom lays nothing out, so the member centre's room at 200 % text (a 375 px phone: a page of 188 px) is held
// here, in its rules.
const sheet = postcss.parse(readFileSync(path.join(__dirname, 'mine.css'), 'utf8'));

/** Every value `prop` takes in the rules for `selector` (outside any @media, or in the one whose params are `media`), in order. */
function values(selector: string, prop: string, media?: string): string[] {
  const found: string[] = [];
  sheet.walkRules((rule: Rule) => {
    const inMedia = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : undefined;
    if (inMedia !== media || !rule.selectors.includes(selector)) return;
    rule.walkDecls(prop, (decl) => void found.push(decl.value));
  });
  return found;
}
const last = (selector: string, prop: string, media?: string) => values(selector, prop, media).at(-1);

/** A page of 188 px: the menu's grid has that less the page's, the panel's padding (12 + 8 on each side). */
const MENU_ROOM_AT_200 = 188 - 2 * 12 - 2 * 8;

describe('the member centre at 200 % text', () => {
  it('lays the menu in as many columns as fit, each no narrower than a minimum the page has room for', () => {
    const [plain, best] = values('.mem-menu__grid', 'grid-template-columns');
    // The legacy floor (Chrome < 79) reads the plain value, the others the one with max().
    for (const columns of [plain, best]) expect(columns).toMatch(/^repeat\(auto-fill, minmax\(/);
    const minimum = Number(/^repeat\(auto-fill, minmax\((\d+)px, 1fr\)\)$/.exec(plain!)?.[1]);
    expect(minimum).toBeGreaterThan(0);
    expect(minimum).toBeLessThanOrEqual(MENU_ROOM_AT_200);
    expect(best).toBe(`repeat(auto-fill, minmax(max(${minimum}px, calc(25% - 3px)), 1fr))`);
  });

  it("lets a menu entry's long word break rather than widen its column", () => {
    expect(last('.mem-menu__item', 'min-width')).toBe('0');
    expect(last('.mem-menu__item', 'overflow-wrap')).toBe('anywhere');
  });

  it('gives the title a row of its own under the back button and the actions on a page 20em wide', () => {
    // Two actions and the back button take 3 × 44 px: between them, a title would have no room.
    const media = '(max-width: 20em)';
    expect(last('.mem-mine__bar', 'grid-template-areas', media)).toBe("'back . actions' 'title title title'");
    expect(last('.mem-mine__bar', 'height', media)).toBe('auto');
    expect(last('.mem-mine__title', 'grid-area', media)).toBe('title');
    expect(last('.mem-mine__actions', 'grid-area', media)).toBe('actions');
    expect(last('.mem-mine__title', 'overflow-wrap')).toBe('anywhere');
  });
});
