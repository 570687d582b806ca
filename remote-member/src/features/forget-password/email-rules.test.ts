import { check } from '@mc/shared-kernel';
import { EMAIL_SHAPE, retrievalRules } from './email-rules';

const emailKey = (value: string) => check(value, retrievalRules.email)?.key ?? null;
const usernameKey = (value: string) => check(value, retrievalRules.username)?.key ?? null;

describe('forgot-password e-mail shape', () => {
  it.each(['demo01@example.com', 'first.last@mail.co', 'a_b.c1@my-mail.com.mm', 'x@y.co.uk.au', 'USER@EXAMPLE.NET'])(
    'accepts %p',
    (email) => {
      expect(EMAIL_SHAPE.test(email)).toBe(true);
      expect(emailKey(email)).toBeNull();
    },
  );

  it.each([
    ['missing @', 'demo01example.com'],
    ['two @', 'demo@01@example.com'],
    ['no suffix', 'demo01@example'],
    ['4-letter suffix', 'demo01@example.info'],
    ['1-letter suffix', 'demo01@example.c'],
    ['4 suffix groups', 'demo01@example.co.uk.au.nz'],
    ['empty local part', '@example.com'],
    ['trailing dot in local part', 'demo.@example.com'],
    ['space inside', 'demo 01@example.com'],
    ['plus sign', 'demo+01@example.com'],
  ])('rejects %s with the in_email_incorrect message', (_label, email) => {
    expect(emailKey(email)).toBe('member-access:forget.email.in_email_incorrect');
  });

  it('requires an e-mail; whitespace alone is empty', () => {
    expect(emailKey('')).toBe('member-access:forget.email.required');
    expect(emailKey('   ')).toBe('member-access:forget.email.required');
  });

  it('checks the trimmed value, since the trimmed value is what is sent', () => {
    expect(emailKey('  demo01@example.com \t')).toBeNull();
    expect(usernameKey('  demo01  ')).toBeNull();
  });

  it('keeps e-mails under 255 characters', () => {
    const long = `${'a'.repeat(245)}@mail.com`;
    expect(long).toHaveLength(254);
    expect(emailKey(long)).toBeNull();
    expect(emailKey(`a${long}`)).toBe('validation.maxLength');
  });

  it('checks the username with the shared login rule', () => {
    expect(usernameKey('')).toBe('validation.usernameRequired');
    expect(usernameKey('ab')).toBe('validation.username');
    expect(usernameKey('demo 01')).toBe('validation.username');
  });
});
