import { check } from '@mc/shared-kernel';
import { NICKNAME_MAX, nicknameRefusal, nicknameRules } from './nickname-rules';

const nickname = (value: string) => check(value, nicknameRules.nickname)?.key ?? null;

describe('nickname rules', () => {
  it('takes display names of any script, trimmed', () => {
    expect(nickname('Lucky Star')).toBeNull();
    expect(nickname('  ကိုကို ၇  ')).toBeNull();
    expect(nickname('ก'.repeat(NICKNAME_MAX))).toBeNull();
  });

  it('refuses empty, whitespace, too long, wrong characters, hostile text and invisible controls', () => {
    expect(nickname('')).toBe('member-security:profile.errors.required');
    expect(nickname('\t  ')).toBe('member-security:profile.errors.required');
    expect(nickname('a'.repeat(NICKNAME_MAX + 1))).toBe('validation.maxLength');
    expect(nickname('Star😀')).toBe('validation.displayName');
    expect(nickname('<script>x</script>')).toBe('validation.displayName');
    expect(nickname('Ko\u200bKo')).toBe('validation.invisible');
    expect(nickname('Ko\u202eKo')).toBe('validation.invisible');
  });

  it("maps the platform's format.nickname under the field", () => {
    expect(nicknameRefusal('format.nickname', { reason: 'required' })).toEqual({
      key: 'member-security:profile.errors.required',
    });
    expect(nicknameRefusal('format.nickname', { reason: 'length' })).toEqual({
      key: 'validation.maxLength',
      params: { max: 20 },
    });
    expect(nicknameRefusal('format.nickname', { reason: 'pattern' })).toEqual({ key: 'validation.displayName' });
    expect(nicknameRefusal('server.error', null)).toBeNull();
  });
});
