import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { findSession, isAgentType, requireSession } from '../../core/auth';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import { ANNOUNCEMENT_TYPES, type Announcement, type AnnouncementType, type State } from './state';
import { registerAnnouncementsAdmin } from './admin';

const LISTS: Record<Exclude<AnnouncementType, 'A'>, 'banners' | 'player' | 'popup' | 'hot' | 'promotion'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  H: 'hot',
  PR: 'promotion',
};

/**
 * Which agent announcements each account has read (account key → ids), per state: a reset starts a new
 * state, so everything is unread again.
 */
const readIds = new WeakMap<State, Map<string, Set<number>>>();

function readBy(state: State, account: Account): Set<number> {
  let byAccount = readIds.get(state);
  if (!byAccount) readIds.set(state, (byAccount = new Map()));
  const key = accountKey(account.username);
  let ids = byAccount.get(key);
  if (!ids) byAccount.set(key, (ids = new Set()));
  return ids;
}

/** Agent announcements are for agents: a member (or trial player) has none unread and no read marks. */
const readsAgentNotices = (account: Account | undefined): account is Account =>
  account !== undefined && isAgentType(account.type) && !account.trial;

/** The agent announcements this account has not read yet (0 for guests and members). */
export function agentUnreadCount(state: State, account: Account | undefined): number {
  if (!readsAgentNotices(account)) return 0;
  const read = readBy(state, account);
  return state.announcements.filter((a) => a.type === 'A' && !read.has(a.id)).length;
}

function view(a: Announcement): Record<string, unknown> {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    ...(a.imageUrl === undefined ? {} : { imageUrl: a.imageUrl }),
    ...(a.link === undefined ? {} : { link: a.link }),
    createdAt: a.createdAt,
  };
}

/**
 * `types` picks the lists to fill (absent = B,PL,PU,H,PR); the five list keys are always present.
 * `groupName` filters banners (m_home, m_reg). Type A adds `agent` and `footer.unreadCount`.
 */
function announcements(ctx: Ctx<State>): Response {
  const raw = ctx.query.get('types');
  const types = raw
    ? raw
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean)
    : ['B', 'PL', 'PU', 'H', 'PR'];
  const unknown = types.filter((t) => !ANNOUNCEMENT_TYPES.includes(t as AnnouncementType));
  if (unknown.length > 0) throw invalid(`unknown announcement type ${unknown.join(',')}`);
  const groupName = ctx.query.get('groupName');
  const newestFirst = [...ctx.state.announcements].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

  const value: Record<string, unknown> = { banners: [], player: [], popup: [], hot: [], promotion: [] };
  for (const [type, key] of Object.entries(LISTS) as [AnnouncementType, string][]) {
    if (!types.includes(type)) continue;
    value[key] = newestFirst
      .filter((a) => a.type === type && (type !== 'B' || !groupName || (a.groupName ?? 'm_home') === groupName))
      .map(view);
  }
  if (types.includes('A')) {
    const account = findSession(ctx)?.account;
    const read = readsAgentNotices(account) ? readBy(ctx.state, account) : null;
    value.agent = newestFirst
      .filter((a) => a.type === 'A')
      .map((a) => (read ? { ...view(a), read: read.has(a.id) } : view(a)));
    value.footer = { unreadCount: agentUnreadCount(ctx.state, account) };
  }
  return ok(value);
}

/**
 * The notice list (/m/notice): `value.contentLobby`, the player notices newest first; `types=A` asks for the agent ones instead.
 */
function lobby(ctx: Ctx<State>): Response {
  const type = (ctx.query.get('types') ?? 'PL').trim().toUpperCase() || 'PL';
  if (type !== 'PL' && type !== 'A') throw invalid(`the notice list has no type ${type}`);
  const account = findSession(ctx)?.account;
  // An agent's own list carries its read marks; the player notices and everyone else's lists have none.
  const read = type === 'A' && readsAgentNotices(account) ? readBy(ctx.state, account) : null;
  const contentLobby = ctx.state.announcements
    .filter((a) => a.type === type)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map((a) => (read ? { ...view(a), read: read.has(a.id) } : view(a)));
  return ok({ contentLobby });
}

/**
 * `POST /wps/announcements/read { id }`: this agent has read an agent announcement (again is fine). Answers
 * the unread count after it, so the badges follow without another call.
 */
async function markRead(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireSession(ctx);
  if (!readsAgentNotices(account)) return fail('agent.only');
  const { id } = await jsonBody(ctx.request);
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw invalid('id must be a whole number ≥ 1');
  const announcement = ctx.state.announcements.find((a) => a.id === id && a.type === 'A');
  if (!announcement) return fail('announcement.not.found');
  readBy(ctx.state, account).add(id);
  return ok({ id, unreadCount: agentUnreadCount(ctx.state, account) });
}

export function registerAnnouncements(router: Routes<State>): void {
  router.get('/wps/announcements', announcements);
  router.get('/wps/announcements/lobby', lobby);
  router.post('/wps/announcements/read', markRead);
  registerAnnouncementsAdmin(router);
}
