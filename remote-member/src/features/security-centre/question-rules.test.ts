import { check } from '@mc/shared-kernel';
import { answerRules, questionRefusal, setQuestionRules, verifyRefusal } from './question-rules';

const answer = (value: string) => check(value, answerRules)?.key ?? null;
const second = (question0: string, question1: string) => {
  const rules = setQuestionRules.question1;
  return (
    check(question1, typeof rules === 'function' ? rules({ question0, question1, answer0: '', answer1: '' }) : rules)
      ?.key ?? null
  );
};

describe('security question rules', () => {
  it('takes answers of 2 to 30 characters of any script, trimmed', () => {
    expect(answer('Yangon')).toBeNull();
    expect(answer('  မြကြည်  ')).toBeNull();
    expect(answer("St. Mary's 2")).toBeNull();
    expect(answer('a'.repeat(30))).toBeNull();
  });

  it('refuses empty, whitespace, too short or long, hostile text and invisible controls', () => {
    expect(answer('')).toBe('member-security:questions.errors.answerRequired');
    expect(answer('   ')).toBe('member-security:questions.errors.answerRequired');
    expect(answer('a')).toBe('member-security:questions.errors.answerLength');
    expect(answer('a'.repeat(31))).toBe('member-security:questions.errors.answerLength');
    expect(answer('<img src=x onerror=alert(1)>')).toBe('validation.displayName');
    expect(answer('ab\u200bcd')).toBe('validation.invisible');
    expect(answer('ab\u0007cd')).toBe('validation.invisible');
  });

  it('needs two different questions', () => {
    expect(second('firstPet', '')).toBe('member-security:questions.errors.questionRequired');
    expect(second('firstPet', 'firstPet')).toBe('member-security:questions.errors.duplicate');
    expect(second('firstPet', 'firstSchool')).toBeNull();
  });

  it('puts an answer refused by the platform under its field, by index', () => {
    expect(questionRefusal('format.securityAnswer', { reason: 'length', index: 1 })).toEqual({
      field: 'answer1',
      failure: { key: 'member-security:questions.errors.answerLength', params: { min: 2, max: 30 } },
    });
    expect(questionRefusal('format.securityAnswer', { reason: 'pattern', index: 0 })?.failure.key).toBe(
      'validation.displayName',
    );
    expect(questionRefusal('format.securityAnswer', { reason: 'pattern', index: -1 })).toBeNull();
    expect(questionRefusal('format.securityAnswer', { reason: 'pattern', index: '0' })).toBeNull();
    expect(questionRefusal('questions.exists', null)).toBeNull();
  });

  it('says the tries left or the lock of a refused verification', () => {
    expect(verifyRefusal('questions.wrong', { attemptsLeft: 2 })).toEqual({
      key: 'questions.errors.wrongLeft',
      params: { count: 2 },
    });
    expect(verifyRefusal('questions.wrong', null)).toEqual({ key: 'questions.errors.wrong' });
    expect(verifyRefusal('questions.locked', { lockedUntil: 1 })).toEqual({ key: 'questions.errors.locked' });
    expect(verifyRefusal('server.error', null)).toBeNull();
  });
});
