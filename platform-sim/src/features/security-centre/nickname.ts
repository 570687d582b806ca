import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { formatFailure, invalid } from '../../core/errors';
import { jsonBody } from '../../core/params';
import { charactersProblem } from '../../data/register-rules';
import type { State } from './state';

/** Nicknames are at most 20 characters (as at registration). */
export const NICKNAME_MAX = 20;

/** Changes the display name member info answers; the same rules as at registration. */
export async function changeNickname(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const { nickname } = await jsonBody(ctx.request);
  if (nickname !== undefined && nickname !== null && typeof nickname !== 'string')
    throw invalid('nickname must be a string');
  const name = (nickname ?? '').trim();
  if (name === '') throw formatFailure('nickname', 'required');
  if ([...name].length > NICKNAME_MAX) throw formatFailure('nickname', 'length');
  if (charactersProblem('nickname', name)) throw formatFailure('nickname', 'pattern');
  account.nickname = name;
  return ok({ nickname: name });
}
