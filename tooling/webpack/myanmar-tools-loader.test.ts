import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildMyanmarTools, MYANMAR_TOOLS_SOURCES } from './myanmar-tools-loader.cjs';

const pkg = path.dirname(require.resolve('myanmar-tools/package.json'));
const source = (name: string) => path.join(pkg, 'src', `${name}.ts`);
const built = (name: string) => buildMyanmarTools(readFileSync(source(name), 'utf8'), source(name));

describe('myanmar-tools built for the browser from its sources (myanmar-tools-loader.cjs)', () => {
  it('takes exactly the two source files', () => {
    expect(MYANMAR_TOOLS_SOURCES.test(source('zawgyi_detector'))).toBe(true);
    expect(MYANMAR_TOOLS_SOURCES.test(source('zawgyi_converter'))).toBe(true);
    expect(MYANMAR_TOOLS_SOURCES.test(path.join(pkg, 'index.js'))).toBe(false);
    expect(MYANMAR_TOOLS_SOURCES.test(path.join(pkg, 'spec/zawgyi_detector_spec.js'))).toBe(false);
  });

  it("embeds the model and keeps the browser's branch: atob, never Node's Buffer", () => {
    const { code, resources } = built('zawgyi_detector');
    const model = readFileSync(path.join(pkg, 'resources/zawgyiUnicodeModel.dat')).toString('base64');
    expect(code).toContain(`const DATA = "${model}";`);
    expect(code).toContain('atob(DATA)');
    expect(code).not.toMatch(/\bBuffer\b|@if|@endif|PLACEHOLDER/);
    expect(resources).toEqual([path.join(pkg, 'resources/zawgyiUnicodeModel.dat')]);
  });

  it("fills the converter's rule tables as they are ($ and all)", () => {
    const { code, resources } = built('zawgyi_converter');
    const z2u = readFileSync(path.join(pkg, 'resources/Z2U.js'), 'utf8');
    expect(code).toContain(z2u);
    expect(code).not.toMatch(/declare function|PLACEHOLDER/);
    expect(resources.map((file) => path.basename(file))).toEqual(['Z2U.js', 'U2Z.js', 'ZNorm.js']);
  });

  it('refuses a template it does not know, so a new version of the package is looked at', () => {
    expect(() => buildMyanmarTools('// @if BROWSER\nx();\n// @endif\n', source('zawgyi_detector'))).toThrow(
      /unexpected/,
    );
    expect(() => buildMyanmarTools('// @if NODEJS\nx();\n', source('zawgyi_detector'))).toThrow(/without @endif/);
    expect(() => buildMyanmarTools('const A = "<OTHER_PLACEHOLDER>";', source('zawgyi_detector'))).toThrow(
      /placeholder/,
    );
  });
});
