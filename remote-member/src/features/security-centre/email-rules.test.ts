import { check } from '@mc/shared-kernel';
import { EMAIL_MAX, emailBindingRules, emailRefusal } from './email-rules';

const email = (value: string) => check(value, emailBindingRules.value)?.key ?? null;
const code = (value: string) => check(value, emailBindingRules.verificationCode)?.key ?? null;

describe('e-mail binding rules', () => {
  it('takes a plain address, trimmed', () => {
    expect(email('demo.player@example.com')).toBeNull();
    expect(email('  a_b@mail-host.co.uk  ')).toBeNull();
  });

  it('refuses empty, whitespace, too long, wrong shapes, hostile text and invisible controls', () => {
    expect(email('')).toBe('member-security:email.errors.required');
    expect(email('   \t ')).toBe('member-security:email.errors.required');
    expect(email(`${'a'.repeat(EMAIL_MAX)}@x.com`)).toBe('validation.maxLength');
    for (const shape of [
      'plain',
      'a@b',
      '@example.com',
      'a@.com',
      'a b@example.com',
      'a@example.toolong',
      'a..b@example.com',
    ]) {
      expect(email(shape)).toBe('member-security:email.errors.pattern');
    }
    expect(email('<script>alert(1)</script>@x.com')).toBe('member-security:email.errors.pattern');
    expect(email('"a"@x.com')).toBe('member-security:email.errors.pattern');
    expect(email('ab\u200b@example.com')).toBe('validation.invisible');
    expect(email('ab@exa\u202emple.com')).toBe('validation.invisible');
  });

  it('takes a code of 4 to 10 digits only', () => {
    expect(code('123456')).toBeNull();
    expect(code(' 1234 ')).toBeNull();
    expect(code('')).toBe('member-security:email.errors.codeRequired');
    expect(code('   ')).toBe('member-security:email.errors.codeRequired');
    expect(code('123')).toBe('member-security:email.errors.codeShape');
    expect(code('12345678901')).toBe('member-security:email.errors.codeShape');
    expect(code('12a456')).toBe('validation.numeric');
    expect(code('١٢٣٤٥٦')).toBe('validation.numeric');
    expect(code('<img src=x>')).toBe('validation.numeric');
  });
});

describe('emailRefusal', () => {
  it('says each field refusal under its field', () => {
    expect(emailRefusal('format.email', { field: 'email', reason: 'pattern' })).toEqual({
      field: 'value',
      failure: { key: 'member-security:email.errors.pattern' },
    });
    expect(emailRefusal('format.email', { field: 'email', reason: 'length' })?.failure.key).toBe(
      'member-security:email.errors.length',
    );
    expect(emailRefusal('format.email', { field: 'email', reason: 'required' })?.failure.key).toBe(
      'member-security:email.errors.required',
    );
    expect(emailRefusal('email.exists', null)).toEqual({
      field: 'value',
      failure: { key: 'member-security:email.errors.exists' },
    });
    expect(emailRefusal('email.same', null)?.failure.key).toBe('member-security:email.errors.same');
    expect(emailRefusal('verification.expired', null)).toEqual({
      field: 'verificationCode',
      failure: { key: 'member-security:email.errors.codeExpired' },
    });
    expect(emailRefusal('format.verificationCode', { reason: 'pattern' })?.field).toBe('verificationCode');
  });

  it('counts the tries left of a wrong code, and asks for a new one when none are left', () => {
    expect(emailRefusal('verification.invalid', { attemptsLeft: 3 })).toEqual({
      field: 'verificationCode',
      failure: { key: 'member-security:email.errors.codeWrongLeft', params: { count: 3 } },
    });
    expect(emailRefusal('verification.invalid', { attemptsLeft: 0 })?.failure.key).toBe(
      'member-security:email.errors.codeWrong',
    );
    expect(emailRefusal('verification.invalid', null)?.failure.key).toBe('member-security:email.errors.codeWrong');
    expect(emailRefusal('verification.invalid', { attemptsLeft: '3' })?.failure.key).toBe(
      'member-security:email.errors.codeWrong',
    );
  });

  it('leaves other failures to the alert', () => {
    expect(emailRefusal('server.error', null)).toBeNull();
    expect(emailRefusal('session.expired', null)).toBeNull();
  });
});
