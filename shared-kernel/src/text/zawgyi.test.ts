import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isZawgyi, toUnicodeMyanmar, ZAWGYI_THRESHOLD, zawgyiProbability, zawgyiToUnicode } from './zawgyi';

/** The package's own test texts: a news article in Zawgyi with its Unicode, line for line. */
const resources = path.join(path.dirname(require.resolve('myanmar-tools/package.json')), 'resources');
const lines = (file: string) => readFileSync(path.join(resources, file), 'utf8').split('\n');
const zawgyiLines = lines('mmgov_zawgyi_src.txt');
const unicodeLines = lines('mmgov_unicode_out.txt');
// Its Burmese lines (the header lines are Latin).
const burmese = zawgyiLines
  .map((zawgyi, i) => ({ zawgyi, unicode: unicodeLines[i] ?? '' }))
  .filter(({ unicode }) => /[\u1000-\u109f]/.test(unicode));

describe('toUnicodeMyanmar (the on-demand chunk)', () => {
  it('converts every Burmese line of the package’s Zawgyi article to its Unicode line', () => {
    expect(burmese.length).toBeGreaterThan(40);
    for (const { zawgyi, unicode } of burmese) expect(toUnicodeMyanmar(zawgyi)).toBe(unicode);
  });

  it('converts names as people type them in Zawgyi', () => {
    expect(toUnicodeMyanmar('ျမန္မာ')).toBe('မြန်မာ');
    expect(toUnicodeMyanmar('ေဒၚေအာင္ဆန္းစုၾကည္')).toBe('ဒေါ်အောင်ဆန်းစုကြည်');
    expect(toUnicodeMyanmar('ဦးျမင့္ေဆြ')).toBe('ဦးမြင့်ဆွေ');
    expect(toUnicodeMyanmar('Aung ေအာင္')).toBe('Aung အောင်');
  });

  it('leaves Unicode Burmese unchanged: every line of the article, and names', () => {
    for (const { unicode } of burmese) expect(toUnicodeMyanmar(unicode)).toBe(unicode);
    for (const name of ['မြန်မာ', 'ဒေါ်အောင်ဆန်းစုကြည်', 'ဦးမြင့်ဆွေ', 'မင်္ဂလာပါ']) expect(toUnicodeMyanmar(name)).toBe(name);
  });

  it('leaves Latin, digits and mixed Latin text unchanged, without asking the detector', () => {
    for (const text of ['', 'Aung Aung', 'KBZ 9993 0106', 'O’Brien-Smith', "Mg Mg_01 . - '"]) {
      expect(zawgyiProbability(text)).toBe(Number.NEGATIVE_INFINITY);
      expect(isZawgyi(text)).toBe(false);
      expect(toUnicodeMyanmar(text)).toBe(text);
    }
  });

  it('leaves Unicode Shan, Mon and Karen alone (a hand-written rule would take them for Zawgyi)', () => {
    for (const text of ['ထၢမ်တွပ်ႇ', 'ဂလာန်ညးဒါန်လိက်', 'တၢ်ထံၣ်တၢ်ပၥ်သး']) expect(toUnicodeMyanmar(text)).toBe(text);
  });

  it('converts only above the threshold: a short text written the same in both stays as it is', () => {
    expect(ZAWGYI_THRESHOLD).toBe(0.95);
    // "Mingalaba" in Zawgyi: too few marks for the detector to be sure, so it is left as typed.
    const unsure = 'မဂၤလာပါ';
    expect(zawgyiProbability(unsure)).toBeLessThan(ZAWGYI_THRESHOLD);
    expect(toUnicodeMyanmar(unsure)).toBe(unsure);
    expect(zawgyiToUnicode(unsure)).toBe('မင်္ဂလာပါ');
  });
});
