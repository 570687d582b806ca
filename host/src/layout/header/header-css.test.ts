import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';

// jsdom lays nothing out, so the header's room at 375 px and at 200 % text is held here, in its rules.
const sheet = postcss.parse(readFileSync(path.join(__dirname, '../../app/app.css'), 'utf8'));

/** The declarations of the rule for `selector` (outside any @media, or inside the one whose params are `media`). */
function declarations(selector: string, media?: string): Record<string, string> {
  const found: Record<string, string> = {};
  sheet.walkRules((rule: Rule) => {
    const inMedia = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : undefined;
    if (inMedia !== media || !rule.selectors.includes(selector)) return;
    rule.walkDecls((decl) => {
      found[decl.prop] = decl.value;
    });
  });
  return found;
}

describe('the header at a phone width and larger text', () => {
  it('grows rather than clip: a minimum height, and rows that wrap', () => {
    const header = declarations('.host-header');
    expect(header).toMatchObject({ 'min-height': 'var(--mc-header-h)', 'flex-wrap': 'wrap' });
    expect(header).not.toHaveProperty('height');
    expect(declarations('.host-header__end')).toMatchObject({ 'flex-wrap': 'wrap', 'min-width': '0' });
  });

  it('wraps the page title instead of cutting it with an ellipsis, and gives it the room of the row', () => {
    const title = declarations('.host-header__title h1');
    expect(title).not.toHaveProperty('white-space');
    expect(title).not.toHaveProperty('text-overflow');
    expect(title).toMatchObject({ 'overflow-wrap': 'break-word' });
    expect(declarations('.host-header__title').flex).toMatch(/^999 1 \d/);
  });

  it('lets a nickname take a second line before any of it is cut', () => {
    const name = declarations('.host-header__name');
    expect(name).not.toHaveProperty('white-space');
    expect(name).toMatchObject({ '-webkit-line-clamp': '2' });
  });

  it("leaves deposit, withdraw and register to the menus on a page's header at a phone's width", () => {
    expect(declarations('.host-header--page .host-header__wallet', '(max-width: 30em)')).toEqual({ display: 'none' });
    expect(declarations('.host-header--page .host-header__register', '(max-width: 30em)')).toEqual({ display: 'none' });
  });

  describe("a guest's home header at 200 % text (about 20em wide)", () => {
    const AT_200 = '(max-width: 20em)';
    const GUEST_HOME = '.host-header--guest:not(.host-header--page)';

    it('takes two rows: the wrappers give way so log in and register share a row of their own under the logo', () => {
      expect(declarations(`${GUEST_HOME} .host-header__end`, AT_200)).toEqual({ display: 'contents' });
      expect(declarations(`${GUEST_HOME} .host-header__guest`, AT_200)).toEqual({ display: 'contents' });
      // Last in the row order and each about half the row: they wrap together under the first row.
      expect(declarations(`${GUEST_HOME} .host-header__btn`, AT_200)).toMatchObject({ order: '1', flex: '1 1 40%' });
    });

    it('has smaller icons, still 24 px or more', () => {
      const icon = declarations(`${GUEST_HOME} .host-header__icon`, AT_200);
      expect(Number.parseFloat(icon.width!)).toBeLessThan(34);
      expect(Number.parseFloat(icon.height!)).toBeLessThan(40);
      for (const value of [
        icon.width,
        icon.height,
        declarations(`${GUEST_HOME} .host-header__btn`, AT_200)['min-height'],
      ]) {
        expect(Number.parseFloat(value!)).toBeGreaterThanOrEqual(24);
      }
    });

    it('comes after the rules it narrows, so it wins at the same specificity', () => {
      const css = readFileSync(path.join(__dirname, '../../app/app.css'), 'utf8');
      const compact = css.indexOf(`@media ${AT_200}`);
      expect(compact).toBeGreaterThan(css.indexOf('.host-header__icon {'));
      expect(compact).toBeGreaterThan(css.indexOf('.host-header__btn {'));
    });
  });

  it('scrolls a focused control into view under the header by its real height', () => {
    expect(declarations('html')['scroll-padding-top']).toBe('var(--mc-sticky-top, var(--mc-header-h))');
  });
});
