import { parseHelpIndex } from './help-index';

describe('help ?i=', () => {
  it('opens the first entry without ?i=', () => {
    expect(parseHelpIndex(null, 7)).toEqual({ index: 0, corrected: null });
  });

  it('takes a whole number in range as it is', () => {
    expect(parseHelpIndex('0', 7)).toEqual({ index: 0, corrected: null });
    expect(parseHelpIndex('2', 7)).toEqual({ index: 2, corrected: null });
    expect(parseHelpIndex('6', 7)).toEqual({ index: 6, corrected: null });
  });

  it('writes a padded number plainly', () => {
    expect(parseHelpIndex('002', 7)).toEqual({ index: 2, corrected: '2' });
  });

  it('opens the last entry for a number too big', () => {
    expect(parseHelpIndex('7', 7)).toEqual({ index: 6, corrected: '6' });
    expect(parseHelpIndex('999999', 7)).toEqual({ index: 6, corrected: '6' });
    expect(parseHelpIndex('99999999999999999999999', 7)).toEqual({ index: 6, corrected: '6' });
  });

  it.each(['-1', '-0', '', ' ', ' 2', '2 ', '1.5', '1e2', '+2', 'abc', '0x2', 'NaN', 'Infinity', '<script>', '２'])(
    'opens the first entry for %j',
    (raw) => {
      expect(parseHelpIndex(raw, 7)).toEqual({ index: 0, corrected: '0' });
    },
  );

  it('with no entries, drops any ?i=', () => {
    expect(parseHelpIndex(null, 0)).toEqual({ index: 0, corrected: null });
    expect(parseHelpIndex('3', 0)).toEqual({ index: 0, corrected: '' });
  });
});
