import { check, type Rule } from '@mc/shared-kernel';
import type { WithdrawBank } from './api/withdraw-banks';
import {
  accountNoRules,
  bindCardRules,
  normaliseAccountNo,
  normalisePayeeName,
  payeeNameRules,
  PAYEE_MAX,
} from './bind-card-rules';

const BANKS: WithdrawBank[] = [
  { code: 'KBZ', name: 'KBZ Bank', accountMin: 17, accountMax: 17 },
  { code: 'AYA', name: 'AYA Bank', accountMin: 16, accountMax: 20 },
  { code: 'KBZPAY', name: 'KBZPay', accountMin: 9, accountMax: 11 },
];
const kbz = BANKS[0]!;
const aya = BANKS[1]!;
const keyOf = (value: string, rules: Rule[]) => check(value, rules)?.key ?? null;

describe('binding a card: the bank', () => {
  const rules = bindCardRules(BANKS, false);
  const bankRules = rules.bankCode as Rule[];

  it('must be chosen, and be one of the platform’s', () => {
    expect(keyOf('', bankRules)).toBe('cashier-security:bind.errors.bankRequired');
    expect(keyOf('NOPE', bankRules)).toBe('cashier-security:bind.errors.bankRequired');
    expect(keyOf('KBZ', bankRules)).toBeNull();
  });

  it('sets the digit count the account number is checked against', () => {
    const accountRules = rules.accountNo as (values: Record<string, string>) => Rule[];
    expect(check('1234567890123456', accountRules({ bankCode: 'KBZ', accountNo: '', payeeName: '' }))).toEqual({
      key: 'cashier-security:bind.errors.accountLength',
      params: { bank: 'KBZ Bank', count: 17 },
    });
    expect(check('1234567890123456', accountRules({ bankCode: 'AYA', accountNo: '', payeeName: '' }))).toBeNull();
    // Without a bank only the shape can be checked; the bank's own message asks for it.
    expect(check('12', accountRules({ bankCode: '', accountNo: '', payeeName: '' }))).toBeNull();
  });
});

describe('binding a card: the account number', () => {
  it.each([
    ['', 'cashier-security:bind.errors.accountRequired'],
    ['   ', 'cashier-security:bind.errors.accountRequired'],
    ['9993010651234560a', 'cashier-security:bind.errors.accountDigits'],
    ['9993-0106-5123-4560-1', 'cashier-security:bind.errors.accountDigits'],
    ['+99930106512345601', 'cashier-security:bind.errors.accountDigits'],
    ['<img src=x onerror=alert(1)>', 'cashier-security:bind.errors.accountDigits'],
    ['99930106512345601\u200b', 'validation.invisible'],
    ['9993010651234560', 'cashier-security:bind.errors.accountLength'],
    ['999301065123456011', 'cashier-security:bind.errors.accountLength'],
    ['99930106512345601', null],
    [' 9993 0106 5123 4560 1 ', null],
    ['၉၉၉၃၀၁၀၆၅၁၂၃၄၅၆၀၁', null],
  ])('for KBZ (17 digits): %p → %s', (value, key) => {
    expect(keyOf(value, accountNoRules(kbz))).toBe(key);
  });

  it('takes any count within a bank’s range, and says the range', () => {
    expect(keyOf('1'.repeat(16), accountNoRules(aya))).toBeNull();
    expect(keyOf('1'.repeat(20), accountNoRules(aya))).toBeNull();
    expect(check('1'.repeat(21), accountNoRules(aya))).toEqual({
      key: 'cashier-security:bind.errors.accountRange',
      params: { bank: 'AYA Bank', min: 16, max: 20 },
    });
  });

  it('is sent without the spaces people copy, Burmese digits as Latin', () => {
    expect(normaliseAccountNo(' 9993 0106\u00a05123\t4560 1 ')).toBe('99930106512345601');
    expect(normaliseAccountNo('၀၉၄၅')).toBe('0945');
  });
});

describe('binding a card: the payee name', () => {
  it.each([
    ['', 'cashier-security:bind.errors.payeeRequired'],
    ['   ', 'cashier-security:bind.errors.payeeRequired'],
    ['<script>alert(1)</script>', 'cashier-security:bind.errors.payeeChars'],
    ['Aung "Ko" Ko', 'cashier-security:bind.errors.payeeChars'],
    ['Aung Ko Ko 😀', 'cashier-security:bind.errors.payeeChars'],
    ['Aung\u202eoK oK', 'validation.invisible'],
    ['Aung\u200bKo', 'validation.invisible'],
    ['a'.repeat(PAYEE_MAX + 1), 'cashier-security:bind.errors.payeeLength'],
    ['Aung Ko Ko', null],
    ['  Aung Ko Ko  ', null],
    ['ဦးအောင်ကိုကို', null],
    ["Mary O'Neil-Smith Jr.", null],
    ['a'.repeat(PAYEE_MAX), null],
  ])('%p → %s', (value, key) => {
    expect(keyOf(value, payeeNameRules)).toBe(key);
  });

  it('counts a Burmese name as people see it, not by code units', () => {
    const name = 'ကို'.repeat(16);
    expect([...name].length).toBe(48);
    expect(keyOf(name, payeeNameRules)).toBeNull();
  });

  it('is sent trimmed', () => {
    expect(normalisePayeeName('  Aung Ko Ko ')).toBe('Aung Ko Ko');
  });

  it('is not asked for again once bound', () => {
    expect(bindCardRules(BANKS, true).payeeName).toEqual([]);
    expect(bindCardRules(BANKS, false).payeeName).toBe(payeeNameRules);
  });
});
