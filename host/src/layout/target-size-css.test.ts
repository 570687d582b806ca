import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

// The header and the bottom menu are always on screen, over the page's own controls: their controls must
// stay at least 24 × 24 px (WCAG 2.5.8), also in the narrower forms they take at 200 % text.
const sheets = ['../app/app.css', 'header/language-picker.css'].map((file) =>
  postcss.parse(readFileSync(path.join(__dirname, file), 'utf8')),
);

/** The px (or --mc-tap: 44px) values `prop` takes for `selector`, in any rule or @media. */
function sizes(selector: string, prop: string): number[] {
  const found: number[] = [];
  for (const sheet of sheets) {
    sheet.walkRules((rule: Rule) => {
      if (!rule.selectors.includes(selector)) return;
      rule.walkDecls(
        prop,
        (decl) => void found.push(decl.value === 'var(--mc-tap)' ? 44 : Number.parseFloat(decl.value)),
      );
    });
  }
  return found;
}

describe('controls of the fixed bars', () => {
  it.each([
    ['.host-header__more', 'width'],
    ['.host-header__more', 'height'],
    ['.host-header__icon', 'width'],
    ['.host-header__icon', 'height'],
    ['.host-header__btn', 'min-height'],
    ['.host-lang__button', 'width'],
    ['.host-lang__button', 'height'],
  ])('keep %s %s at 24 px or more', (selector, prop) => {
    const values = sizes(selector, prop);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBeGreaterThanOrEqual(24);
  });

  it('gives each bottom menu entry the whole height of the bar', () => {
    const item = sheets[0]!.nodes.find(
      (node): node is Rule => node.type === 'rule' && node.selector === '.host-menu__item',
    );
    expect(item?.nodes.some((decl) => decl.type === 'decl' && decl.prop === 'flex' && decl.value === '1')).toBe(true);
    expect(sizes('.host-menu__item', 'height')).toEqual([]);
  });
});
