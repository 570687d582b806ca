import { check } from '@mc/shared-kernel';
import { mobileBindingRules, mobileRefusal, normalizeMobile } from './mobile-rules';

const mobile = (value: string) => check(value, mobileBindingRules.value)?.key ?? null;

describe('mobile binding rules', () => {
  it('takes 7 to 20 digits, spaces and dashes dropped', () => {
    expect(normalizeMobile(' 09 777-000 11 ')).toBe('0977700011');
    expect(mobile('09 777-000 11')).toBeNull();
    expect(mobile('0912345')).toBeNull();
  });

  it('refuses empty, whitespace, too short or long, wrong shape, hostile and invisible input', () => {
    expect(mobile('')).toBe('validation.mobileRequired');
    expect(mobile('  - ')).toBe('validation.mobileRequired');
    expect(mobile('091234')).toBe('validation.mobile');
    expect(mobile('1'.repeat(21))).toBe('validation.maxLength');
    expect(mobile('+959123456')).toBe('validation.mobile');
    expect(mobile('၀၉၁၂၃၄၅၆၇')).toBe('validation.mobile');
    expect(mobile('<b>0912345</b>')).toBe('validation.mobile');
    expect(mobile('0912\u200b345')).toBe('validation.mobile');
  });

  it('maps the platform refusals to their fields', () => {
    expect(mobileRefusal('mobile.exists', null)).toEqual({
      field: 'value',
      failure: { key: 'member-security:mobile.errors.exists' },
    });
    expect(mobileRefusal('mobile.same', null)?.failure.key).toBe('member-security:mobile.errors.same');
    expect(mobileRefusal('format.mobileNum', { reason: 'required' })?.failure.key).toBe('validation.mobileRequired');
    expect(mobileRefusal('format.mobileNum', { reason: 'length' })).toEqual({
      field: 'value',
      failure: { key: 'validation.mobile', params: { min: 7 } },
    });
    expect(mobileRefusal('verification.invalid', { attemptsLeft: 2 })?.failure).toEqual({
      key: 'member-security:email.errors.codeWrongLeft',
      params: { count: 2 },
    });
    expect(mobileRefusal('verification.invalid', { attemptsLeft: 0 })?.failure.key).toBe(
      'member-security:email.errors.codeWrong',
    );
    expect(mobileRefusal('verification.expired', null)?.field).toBe('verificationCode');
    expect(mobileRefusal('server.error', null)).toBeNull();
  });
});
