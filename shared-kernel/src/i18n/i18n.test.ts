import { initialLanguage } from './i18n';

describe('initial language', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to MY', () => {
    expect(initialLanguage('')).toBe('MY');
  });

  it('takes ?lang= from the URL first, in any case', () => {
    localStorage.setItem('MC_LANGUAGE', 'MY');
    expect(initialLanguage('?lang=EN')).toBe('EN');
    expect(initialLanguage('?x=1&lang=en')).toBe('EN');
  });

  it('uses the stored choice and ignores unsupported values', () => {
    localStorage.setItem('MC_LANGUAGE', 'EN');
    expect(initialLanguage('?lang=XX')).toBe('EN');
    localStorage.setItem('MC_LANGUAGE', 'FR');
    expect(initialLanguage('')).toBe('MY');
  });
});
