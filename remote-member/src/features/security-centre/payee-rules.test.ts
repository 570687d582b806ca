import { check } from '@mc/shared-kernel';
import { PAYEE_MAX, payeeRefusal, payeeRules } from './payee-rules';

const name = (value: string) => check(value, payeeRules.payeeName)?.key ?? null;

describe('payee name rules', () => {
  it('takes names of any script with spaces, dots, apostrophes and dashes', () => {
    expect(name('Aung Aung')).toBeNull();
    expect(name('မောင် မောင်')).toBeNull();
    expect(name("O'Neil-Smith Jr.")).toBeNull();
    expect(name('ส'.repeat(PAYEE_MAX))).toBeNull();
  });

  it('refuses empty, whitespace, too long, wrong characters, hostile text and invisible controls', () => {
    expect(name('')).toBe('member-security:payee.errors.required');
    expect(name(' \t ')).toBe('member-security:payee.errors.required');
    expect(name('a'.repeat(PAYEE_MAX + 1))).toBe('validation.maxLength');
    expect(name('Aung@Aung')).toBe('validation.displayName');
    expect(name('<script>alert(1)</script>')).toBe('validation.displayName');
    expect(name('Aung\u200bAung')).toBe('validation.invisible');
    expect(name('Aung\u202eAung')).toBe('validation.invisible');
  });

  it('counts characters, not UTF-16 units', () => {
    // 50 letters outside the basic plane are 100 UTF-16 units but 50 characters.
    expect(name('𝐀'.repeat(PAYEE_MAX))).toBeNull();
  });

  it("maps the platform's refusals under the field and leaves payee.bound to the alert", () => {
    expect(payeeRefusal('format.payeeName', { reason: 'required' })).toEqual({
      key: 'member-security:payee.errors.required',
    });
    expect(payeeRefusal('format.payeeName', { reason: 'length' })).toEqual({
      key: 'validation.maxLength',
      params: { max: 50 },
    });
    expect(payeeRefusal('format.payeeName', { reason: 'pattern' })).toEqual({ key: 'validation.displayName' });
    expect(payeeRefusal('payee.bound', null)).toBeNull();
  });
});
