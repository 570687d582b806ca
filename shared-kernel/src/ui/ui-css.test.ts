import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

const sheet = postcss.parse(readFileSync(path.join(__dirname, 'ui.css'), 'utf8'));

/** The declarations of the top-level rules whose selector is exactly `selector` (later ones win). */
function declarations(selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  sheet.each((node) => {
    if (node.type !== 'rule' || !(node as Rule).selectors.includes(selector)) return;
    (node as Rule).walkDecls((decl) => void (found[decl.prop] = decl.value));
  });
  return found;
}

const tokens = declarations(':root');

describe('the kernel button (.mc-btn)', () => {
  // Put on a link (<a>, <Link>) as well as on a <button>: an <a> has no box of its own that centres its
  // label, so without these the label sits at the top edge of the 44 px box.
  it('centres its label in its box on whatever element it is put on, with no underline', () => {
    expect(declarations('.mc-btn')).toMatchObject({
      display: 'inline-flex',
      'align-items': 'center',
      'justify-content': 'center',
      'text-decoration': 'none',
    });
  });

  it('keeps its 44 px tap height', () => {
    expect(declarations('.mc-btn')['min-height']).toBe('var(--mc-tap)');
    expect(tokens['--mc-tap']).toBe('44px');
  });

  it('a block button is a flex box of the full width, so its label stays centred', () => {
    expect(declarations('.mc-btn--block')).toMatchObject({ display: 'flex', width: '100%' });
  });
});
