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
});
