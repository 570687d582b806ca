import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The declarations of the rule whose selector is exactly `selector` in the promotions sheet. */
function rule(selector: string): Record<string, string> {
  const css = readFileSync(path.join(__dirname, 'promotions.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
  );
}

describe('promotion detail styles', () => {
  it('centres the label of "All promotions" (a link drawn as a button) in its box, not at its top edge', () => {
    // An <a> is no button: without a flex box of its own, a label in .mc-btn's min-height sits at the top.
    expect(rule('.mem-promo__back')).toMatchObject({ display: 'inline-flex', 'align-items': 'center', 'justify-content': 'center' });
  });
});
