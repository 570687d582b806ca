import { check } from '@mc/shared-kernel';
import { amountRules, centsToDecimal, parseAmount, readAmount } from './amount';

describe('reading an amount', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['100.05', 10005],
    ['0.10', 10],
    [' 1,234.50 ', 123450],
    ['1,000,000', 100000000],
    ['၁၀၀.၅၀', 10050],
    ['100.', 10000],
    ['90071992547409.91', 9007199254740991],
    ['90,071,992,547,409.91', 9007199254740991],
  ])('%p is %p cents, exactly', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each([['abc'], ['1e3'], ['-5'], ['+5'], ['1 000'], ['12,34'], ['1,2345'], ['.5'], ['0x10'], ['１００'], ['']])(
    '%p is not an amount',
    (text) => {
      expect(readAmount(text)).toEqual({ problem: 'shape' });
    },
  );

  it('tells more than two decimals apart from a wrong shape', () => {
    expect(readAmount('10.123')).toEqual({ problem: 'decimals' });
  });

  it('refuses, as too large, an amount whose cents a number cannot hold exactly', () => {
    expect(readAmount('90071992547409.91')).toEqual({ cents: Number.MAX_SAFE_INTEGER });
    expect(readAmount('90071992547409.92')).toEqual({ problem: 'tooLarge' });
    expect(readAmount('9007199254740993.01')).toEqual({ problem: 'tooLarge' });
    expect(readAmount('9'.repeat(400))).toEqual({ problem: 'tooLarge' });
    expect(parseAmount('90071992547410')).toBeNull();
  });

  it('sums without drift: 0.10 + 0.20 is 0.30', () => {
    expect(centsToDecimal(parseAmount('0.10')! + parseAmount('0.20')!)).toBe('0.30');
    expect(centsToDecimal(123450)).toBe('1234.50');
  });
});

describe('the amount rules', () => {
  const rules = amountRules({ min: 100_00, max: 5_000_000_00, available: 1_234_50 });
  const failure = (text: string) => check(text, rules);

  it.each([
    ['', 'kernel-money:amount.required'],
    ['   ', 'kernel-money:amount.required'],
    ['ten', 'kernel-money:amount.shape'],
    ['<script>', 'kernel-money:amount.shape'],
    ['10.999', 'kernel-money:amount.decimals'],
    ['90071992547410', 'kernel-money:amount.tooLarge'],
    ['0', 'kernel-money:amount.positive'],
    ['99.99', 'kernel-money:amount.min'],
    ['5000000.01', 'kernel-money:amount.max'],
    ['1234.51', 'kernel-money:amount.available'],
  ])('%p fails with %p', (text, key) => {
    expect(failure(text)?.key).toBe(key);
  });

  it('shows the bound as money', () => {
    expect(failure('99')).toEqual({ key: 'kernel-money:amount.min', params: { min: '100.00' } });
    expect(failure('2000')).toEqual({ key: 'kernel-money:amount.available', params: { available: '1,234.50' } });
  });

  it('passes the edges', () => {
    expect(failure('100')).toBeNull();
    expect(failure('1234.50')).toBeNull();
  });

  it('takes whole kyat only where a channel says so', () => {
    const whole = amountRules({ integerOnly: true });
    expect(check('1000.50', whole)?.key).toBe('kernel-money:amount.whole');
    expect(check('1000.00', whole)).toBeNull();
    expect(check('1000', whole)).toBeNull();
  });
});
