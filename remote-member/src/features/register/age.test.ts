import { MAX_AGE, ageOn, earliestBirthday, isOldEnough, parseDay } from './age';

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageOn('2006-06-15', '2024-06-14')).toBe(17);
    expect(ageOn('2006-06-15', '2024-06-15')).toBe(18);
    expect(ageOn('2006-06-15', '2024-06-16')).toBe(18);
    expect(ageOn('2006-12-31', '2024-01-01')).toBe(17);
    expect(ageOn('2024-06-15', '2024-06-15')).toBe(0);
  });

  it('lets someone born on 29 February turn a year older on 1 March of a common year', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('refuses days that do not exist, other shapes and births after today', () => {
    expect(ageOn('2023-02-29', '2024-06-15')).toBeNull();
    expect(ageOn('2000-13-01', '2024-06-15')).toBeNull();
    expect(ageOn('2000-04-31', '2024-06-15')).toBeNull();
    expect(ageOn('15/06/2000', '2024-06-15')).toBeNull();
    expect(ageOn('', '2024-06-15')).toBeNull();
    expect(ageOn('2024-06-16', '2024-06-15')).toBeNull();
    expect(parseDay('2000-1-01')).toBeNull();
  });
});

describe('isOldEnough', () => {
  it('holds from the 18th birthday on', () => {
    expect(isOldEnough('2006-06-15', 18, '2024-06-15')).toBe(true);
    expect(isOldEnough('2006-06-16', 18, '2024-06-15')).toBe(false);
  });

  it('holds from the 21st birthday on where the merchant asks 21', () => {
    expect(isOldEnough('2003-06-15', 21, '2024-06-15')).toBe(true);
    expect(isOldEnough('2003-06-16', 21, '2024-06-15')).toBe(false);
    expect(isOldEnough('2006-06-15', 21, '2024-06-15')).toBe(false);
  });

  it('is false for a date that is not a birthday', () => {
    expect(isOldEnough('not a date', 18, '2024-06-15')).toBe(false);
  });
});

describe('earliestBirthday', () => {
  it(`is the first day on which someone is at most ${MAX_AGE}`, () => {
    expect(earliestBirthday('2024-06-15')).toBe('1903-06-16');
    expect(ageOn('1903-06-16', '2024-06-15')).toBe(120);
    expect(ageOn('1903-06-15', '2024-06-15')).toBe(121);
  });

  it('copes with a 29 February that did not exist 121 years earlier', () => {
    const earliest = earliestBirthday('2024-02-29')!;
    expect(earliest).toBe('1903-03-01');
    expect(ageOn(earliest, '2024-02-29')).toBe(120);
    expect(ageOn('1903-02-28', '2024-02-29')).toBe(121);
  });

  it('is null for a day that does not exist', () => {
    expect(earliestBirthday('2023-02-29')).toBeNull();
  });
});
