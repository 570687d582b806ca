import type { Ctx } from './context';
import { SimError } from './errors';
import type { Account, Session } from './state';

export interface Authed {
  session: Session;
  account: Account;
}

/** The session behind the `Token` header, or null. */
export function findSession(ctx: Ctx): Authed | null {
  const token = ctx.request.headers.get('token')?.trim();
  if (!token) return null;
  const session = ctx.state.sessions.get(token);
  if (!session) return null;
  const account = ctx.state.accounts.get(session.account);
  if (!account || account.disabled) return null;
  return { session, account };
}

/** Missing, unknown or revoked token → HTTP 401 `session.expired`. */
export function requireSession(ctx: Ctx): Authed {
  const authed = findSession(ctx);
  if (!authed) throw new SimError('session.expired', { status: 401 });
  return authed;
}

/** Member types 0, 4 and 40 are members; every other type is an agent. */
export const MEMBER_TYPES: ReadonlySet<number> = new Set([0, 4, 40]);
export const isAgentType = (type: number): boolean => !MEMBER_TYPES.has(type);

/** Agents only (not trial players) → `agent.only`: the team rebate scheme and the team reports are the agent's. */
export function requireAgent(ctx: Ctx): Account {
  const { account } = requireSession(ctx);
  if (!isAgentType(account.type) || account.trial) throw new SimError('agent.only');
  return account;
}
