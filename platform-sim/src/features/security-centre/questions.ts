import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { formatFailure, invalid, SimError } from '../../core/errors';
import { jsonBody } from '../../core/params';
import { accountKey } from '../../core/state';
import { hashPassword, verifyPassword } from '../../crypto/password';
import type { SecurityQuestions, State } from './state';

/** The platform's questions; the client words them from its translations by id. */
export const QUESTION_IDS = [
  'firstSchool',
  'childhoodFriend',
  'firstPet',
  'motherBirthplace',
  'favouriteFood',
  'firstTeacher',
] as const;
export const QUESTIONS_MIN = 2;
export const QUESTIONS_MAX = 3;
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 30;
export const QUESTION_ATTEMPTS = 5;
export const QUESTION_LOCK_MS = 30 * 60_000;
const ANSWER_CHARS = /^[\p{L}\p{M}\p{Nd} .'_-]+$/u;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Answers match without case and with runs of spaces as one, as people remember them. */
export const normalizeAnswer = (answer: string): string => answer.trim().replace(/\s+/g, ' ').toLowerCase();

interface Given {
  questionId: string;
  answer: string;
}

/** `answers: [{ questionId, answer }]`: known, distinct questions; answers of 2–30 characters of any script. */
function readAnswers(body: Record<string, unknown>, exactly?: readonly string[]): Given[] {
  const list = body.answers;
  if (!Array.isArray(list)) throw invalid('answers must be a list');
  const given = list.map((item: unknown) => {
    const { questionId, answer } = (item ?? {}) as Record<string, unknown>;
    if (typeof questionId !== 'string' || (answer !== undefined && typeof answer !== 'string'))
      throw invalid('answers are { questionId, answer } strings');
    return { questionId, answer: normalizeAnswer(answer ?? '') };
  });
  const ids = given.map((g) => g.questionId);
  if (exactly) {
    if (ids.length !== exactly.length || ids.some((id) => !exactly.includes(id)))
      throw formatFailure('securityQuestion', 'mismatch');
  } else {
    if (given.length < QUESTIONS_MIN || given.length > QUESTIONS_MAX) throw formatFailure('securityQuestion', 'count');
    if (ids.some((id) => !(QUESTION_IDS as readonly string[]).includes(id)))
      throw formatFailure('securityQuestion', 'unknown');
    if (new Set(ids).size !== ids.length) throw formatFailure('securityQuestion', 'duplicate');
  }
  given.forEach(({ answer }, index) => {
    const reason =
      answer === ''
        ? 'required'
        : [...answer].length < ANSWER_MIN || [...answer].length > ANSWER_MAX
          ? 'length'
          : INVISIBLE.test(answer) || !ANSWER_CHARS.test(answer)
            ? 'pattern'
            : null;
    // `index` says which answer (value.field names the kind of field only).
    if (reason) throw new SimError('format.securityAnswer', { value: { field: 'securityAnswer', reason, index } });
  });
  return given;
}

/** Clears an ended lock (and its count). */
function lockedUntil(set: SecurityQuestions, now: number): number | null {
  if (set.lockedUntil !== null && set.lockedUntil <= now) {
    set.lockedUntil = null;
    set.failures = 0;
  }
  return set.lockedUntil;
}

function state(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  const set = ctx.state.securityQuestions.get(accountKey(account.username));
  return ok({
    questions: QUESTION_IDS.map((id) => ({ id })),
    min: QUESTIONS_MIN,
    max: QUESTIONS_MAX,
    answerMin: ANSWER_MIN,
    answerMax: ANSWER_MAX,
    chosen: set ? set.answers.map((a) => a.questionId) : null,
    attemptsLeft: set ? QUESTION_ATTEMPTS - set.failures : QUESTION_ATTEMPTS,
    lockedUntil: set ? lockedUntil(set, ctx.sim.now()) : null,
  });
}

async function setQuestions(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const key = accountKey(account.username);
  const given = readAnswers(await jsonBody(ctx.request));
  if (ctx.state.securityQuestions.has(key)) return fail('questions.exists');
  ctx.state.securityQuestions.set(key, {
    answers: given.map((g) => ({ questionId: g.questionId, answer: hashPassword(g.answer) })),
    failures: 0,
    lockedUntil: null,
  });
  return ok(null);
}

async function verify(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const set = ctx.state.securityQuestions.get(accountKey(account.username));
  const body = await jsonBody(ctx.request);
  if (!set) return fail('questions.missing');
  const now = ctx.sim.now();
  const until = lockedUntil(set, now);
  if (until !== null) return fail('questions.locked', { value: { lockedUntil: until } });
  const given = readAnswers(
    body,
    set.answers.map((a) => a.questionId),
  );
  const results = await Promise.all(
    set.answers.map((a) => verifyPassword(given.find((g) => g.questionId === a.questionId)!.answer, a.answer)),
  );
  if (results.every(Boolean)) {
    set.failures = 0;
    return ok({ verified: true });
  }
  set.failures += 1;
  if (set.failures >= QUESTION_ATTEMPTS) {
    set.failures = 0;
    set.lockedUntil = now + QUESTION_LOCK_MS;
    return fail('questions.locked', { value: { lockedUntil: set.lockedUntil } });
  }
  // Which answer was wrong is not said: that would let answers be guessed one at a time.
  return fail('questions.wrong', { value: { attemptsLeft: QUESTION_ATTEMPTS - set.failures } });
}

export const questionRoutes = { state, setQuestions, verify };
