import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';

// jsdom lays nothing out, so the download bar's room at 200 % text (a 375 px phone: a page of 188 px) is held
// here, in its rules.
const sheet = postcss.parse(readFileSync(path.join(__dirname, 'download.css'), 'utf8'));

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

describe('the app download bar at 200 % text', () => {
  const narrow = '(max-width: 20em)';

  it('puts its buttons on a second row rather than squeeze its words to nothing and push Close out of the bar', () => {
    expect(declarations('.host-dl-bar')).toMatchObject({ height: '60px', overflow: 'hidden' });
    expect(declarations('.host-dl-bar', narrow)).toMatchObject({
      'flex-wrap': 'wrap',
      height: 'auto',
      'min-height': '60px',
    });
    expect(declarations('.host-dl-bar__text', narrow)).toMatchObject({ 'flex-basis': '6em' });
  });

  it('spaces the wrapping row without a gap, which the legacy build would turn into margins past the bar', () => {
    expect(declarations('.host-dl-bar', narrow)).toMatchObject({ gap: '0' });
    expect(declarations('.host-dl-bar__text', narrow)).toMatchObject({ padding: '0 8px' });
  });
});
