import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import { PREFIXES, cssFiles } from './css-prefixes';

const ROOT = path.resolve(__dirname, '../..');

/** The layout's own top bars: they stick at the very top, everything else sticks under them. */
const TOP_BARS = ['.host-header', '.agt-topbar'];

/** Every rule of the workspace's sheets that makes something sticky, with its `top`. */
function stickyRules(): Array<{ where: string; selector: string; top: string | undefined }> {
  return Object.keys(PREFIXES).flatMap((pkg) =>
    cssFiles(path.join(ROOT, pkg, 'src')).flatMap((file) => {
      const found: Array<{ where: string; selector: string; top: string | undefined }> = [];
      postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
        let sticky = false;
        let top: string | undefined;
        rule.walkDecls((decl) => {
          if (decl.prop === 'position' && /sticky/.test(decl.value)) sticky = true;
          if (decl.prop === 'top') top = decl.value;
        });
        if (sticky) found.push({ where: path.relative(ROOT, file), selector: rule.selector, top });
      });
      return found;
    }),
  );
}

describe('sticky bars under the header', () => {
  it('stick where the header really ends (--mc-sticky-top: more rows at larger text, 0 when it scrolls away), not at a fixed 48 px or under it', () => {
    const below = stickyRules().filter((rule) => !TOP_BARS.includes(rule.selector));
    expect(below.length).toBeGreaterThan(0);
    for (const rule of below)
      expect(`${rule.where} ${rule.selector}: top ${rule.top}`).toMatch(/: top var\(--mc-sticky-top\b/);
  });

  it('the kernel gives the token a default: one header row', () => {
    const kernel = readFileSync(path.join(ROOT, 'shared-kernel/src/ui/ui.css'), 'utf8');
    expect(kernel).toMatch(/--mc-sticky-top:\s*var\(--mc-header-h\)/);
  });
});
