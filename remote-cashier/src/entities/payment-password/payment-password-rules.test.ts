import { check } from '@mc/shared-kernel';
import {
  isWeakPaymentPassword,
  newPaymentPasswordRules,
  normaliseDigits,
  paymentPasswordRules,
  paymentPasswordRulesSaying,
} from './payment-password-rules';

describe('payment password rules', () => {
  it.each([
    ['', 'cashier-security:rules.required'],
    ['      ', 'cashier-security:rules.required'],
    ['12345', 'cashier-security:rules.sixDigits'],
    ['1234567', 'cashier-security:rules.sixDigits'],
    ['24681a', 'cashier-security:rules.sixDigits'],
    [' 246810', 'cashier-security:rules.sixDigits'],
    ['２４６８１０', 'cashier-security:rules.sixDigits'],
    ['<b>12</b>', 'cashier-security:rules.sixDigits'],
    ['246810', null],
  ])('asks for six digits: %p → %s', (value, key) => {
    expect(check(value, paymentPasswordRules)?.key ?? null).toBe(key);
  });

  it('asks the same in a screen’s own words', () => {
    const worded = paymentPasswordRulesSaying({ required: 'w:none', sixDigits: 'w:six' });
    expect(check('', worded)?.key).toBe('w:none');
    expect(check('24681', worded)?.key).toBe('w:six');
    expect(check('246810', worded)).toBeNull();
  });

  it.each(['000000', '111111', '999999', '123456', '234567', '456789', '987654', '654321', '543210', '012345'])(
    'refuses %s as a new password (too easy to guess)',
    (value) => {
      expect(isWeakPaymentPassword(value)).toBe(true);
      expect(check(value, newPaymentPasswordRules)?.key).toBe('cashier-security:rules.weak');
      // The password a withdrawal asks for is the platform's to judge: an old weak one is still sent.
      expect(check(value, paymentPasswordRules)).toBeNull();
    },
  );

  it.each(['246810', '135790', '112233', '123457', '124578', '909090', '890123'])(
    'takes %s as a new password',
    (value) => {
      expect(isWeakPaymentPassword(value)).toBe(false);
      expect(check(value, newPaymentPasswordRules)).toBeNull();
    },
  );

  it('reads Burmese digits as the Latin ones and leaves everything else for the rules', () => {
    expect(normaliseDigits('၂၄၆၈၁၀')).toBe('246810');
    expect(normaliseDigits('၂4၆8a')).toBe('2468a');
  });
});
