import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

// jsdom lays nothing out, so the podium's room at 200 % text (a 375 px phone: a page of 188 px) is held here.
const sheet = postcss.parse(readFileSync(path.join(__dirname, 'winner-board.css'), 'utf8'));

/** The declarations of the rules for `selector` outside any @media, the later winning. */
function declarations(selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  sheet.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' || !rule.selectors.includes(selector)) return;
    rule.walkDecls((decl) => {
      found[decl.prop] = decl.value;
    });
  });
  return found;
}

describe('the podium at 200 % text', () => {
  it("lets a card's amount (a third of the page wide) break rather than widen the page", () => {
    // The list's amounts stay on one line: the list clips, and its columns give way first.
    expect(declarations('.gm-winners__amount')).toMatchObject({ 'white-space': 'nowrap' });
    expect(declarations('.gm-winners__card .gm-winners__amount')).toMatchObject({
      'max-width': '100%',
      'white-space': 'normal',
      'overflow-wrap': 'anywhere',
    });
    expect(declarations('.gm-winners__step')).toMatchObject({ 'min-width': '0' });
  });
});
