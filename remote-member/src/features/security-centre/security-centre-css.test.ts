import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

const read = (file: string) => postcss.parse(readFileSync(file, 'utf8'));
const sheet = read(path.join(__dirname, 'security-centre.css'));
const kernel = read(path.join(__dirname, '../../../../shared-kernel/src/ui/ui.css'));

/** The kernel's custom properties, as its :root sets them. */
const tokens: Record<string, string> = {};
kernel.walkRules(':root', (rule: Rule) => rule.walkDecls(/^--mc-/, (decl) => void (tokens[decl.prop] = decl.value)));

/** A colour value of the sheet with its var() resolved against the kernel (a fallback only when the kernel has no such token). */
function resolve(value: string): string {
  const match = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!match) return value.trim();
  return tokens[match[1]!] ?? match[2]?.trim() ?? value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const colourOf = (selector: string) => {
  let found: string | undefined;
  sheet.walkRules((rule: Rule) => {
    if (rule.selectors.includes(selector)) rule.walkDecls('color', (decl) => void (found = decl.value));
  });
  return resolve(found!);
};

describe('the security centre colours', () => {
  // The level, the rows and the forms sit on panels of --mc-surface.
  const surface = () => tokens['--mc-surface']!;

  it.each([
    '.mem-sec__name--low',
    '.mem-sec__name--medium',
    '.mem-sec__name--high',
    '.mem-sec__state--good',
    '.mem-sec__ok',
  ])('gives %s at least 4.5:1 on the panel', (selector) => {
    const colour = colourOf(selector);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(colour, surface())).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the panel colour from the kernel', () => {
    expect(surface()).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast('#2e7d32', surface())).toBeLessThan(4.5);
  });
});
