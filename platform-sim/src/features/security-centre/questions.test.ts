import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';
import { QUESTION_LOCK_MS } from './questions';

interface QuestionsState {
  questions: { id: string }[];
  min: number;
  max: number;
  chosen: string[] | null;
  attemptsLeft: number;
  lockedUntil: number | null;
}

describe('security questions', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
  });

  const read = async () => (await client.get<QuestionsState>('/wps/security/questions', { token })).body.value;
  const set = (answers: unknown) => client.call('PUT', '/wps/security/questions', { token, body: { answers } });
  const verify = (answers: unknown) => client.post('/wps/security/questions/verify', { answers }, { token });
  const two = [
    { questionId: 'firstSchool', answer: 'Basic Education High School 1' },
    { questionId: 'firstPet', answer: 'မြကြည်' },
  ];

  it('needs a session of a real account', async () => {
    expect((await client.call('GET', '/wps/security/questions')).status).toBe(401);
  });

  it('lists the questions, sets 2 once, then the overview counts them', async () => {
    const before = await read();
    expect(before).toMatchObject({ min: 2, max: 3, chosen: null, attemptsLeft: 5, lockedUntil: null });
    expect(before.questions.map((q) => q.id)).toContain('firstSchool');
    expect((await set(two)).body.success).toBe(true);
    expect((await read()).chosen).toEqual(['firstSchool', 'firstPet']);
    expect(
      (await client.get<{ securityQuestions: boolean }>('/wps/security/overview', { token })).body.value
        .securityQuestions,
    ).toBe(true);
    expect((await set(two)).body.code).toBe('questions.exists');
    // The answers are kept hashed only.
    expect(
      JSON.stringify([...platform.state.securityQuestions.values()].map((s) => s.answers.map((a) => a.questionId))),
    ).not.toContain('Basic');
  });

  it('refuses bad question choices and answers', async () => {
    expect((await set([two[0]])).body).toMatchObject({ code: 'format.securityQuestion', value: { reason: 'count' } });
    expect((await set([two[0], { questionId: 'nope', answer: 'abc' }])).body).toMatchObject({
      code: 'format.securityQuestion',
      value: { reason: 'unknown' },
    });
    expect((await set([two[0], two[0]])).body).toMatchObject({
      code: 'format.securityQuestion',
      value: { reason: 'duplicate' },
    });
    for (const [answer, reason] of [
      ['', 'required'],
      ['   ', 'required'],
      ['a', 'length'],
      ['a'.repeat(31), 'length'],
      ['<script>', 'pattern'],
      ['ab\u200bcd', 'pattern'],
      ['ab\u202ecd', 'pattern'],
    ] as const) {
      expect((await set([two[0], { questionId: 'firstPet', answer }])).body).toMatchObject({
        code: 'format.securityAnswer',
        value: { reason, index: 1 },
      });
    }
    expect((await set('x')).body.code).toBe('request.invalid');
    expect((await set([{ questionId: 1, answer: 'x' }, two[1]])).body.code).toBe('request.invalid');
    expect((await read()).chosen).toBeNull();
  });

  it('verifies answers without case or extra spaces, counts wrong tries and locks after 5', async () => {
    expect((await verify(two)).body.code).toBe('questions.missing');
    await set(two);
    expect(
      (await verify([{ questionId: 'firstSchool', answer: '  basic education   HIGH school 1 ' }, two[1]])).body,
    ).toMatchObject({ success: true, value: { verified: true } });
    expect((await verify([two[0]])).body).toMatchObject({
      code: 'format.securityQuestion',
      value: { reason: 'mismatch' },
    });
    const wrong = [two[0], { questionId: 'firstPet', answer: 'Rex' }];
    for (let left = 4; left >= 1; left -= 1)
      expect((await verify(wrong)).body).toMatchObject({ code: 'questions.wrong', value: { attemptsLeft: left } });
    expect((await verify(wrong)).body).toMatchObject({
      code: 'questions.locked',
      value: { lockedUntil: TEST_NOW + QUESTION_LOCK_MS },
    });
    expect((await verify(two)).body.code).toBe('questions.locked');
    expect((await read()).lockedUntil).toBe(TEST_NOW + QUESTION_LOCK_MS);
    now += QUESTION_LOCK_MS;
    expect((await verify(two)).body.success).toBe(true);
    expect((await read()).attemptsLeft).toBe(5);
  });
});
