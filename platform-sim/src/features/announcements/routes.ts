import type { Ctx } from '../../app/context';
import { ok } from '../../app/envelope';
import { invalid } from '../../app/errors';
import { findSession } from '../../app/auth';
import type { Router } from '../../app/router';
import type { Announcement, AnnouncementType } from '../../app/state';

export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'H', 'PR', 'A'];

const LISTS: Record<Exclude<AnnouncementType, 'A'>, 'banners' | 'player' | 'popup' | 'hot' | 'promotion'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  H: 'hot',
  PR: 'promotion',
};

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
function announcements(ctx: Ctx): Response {
  const raw = ctx.query.get('types');
  const types = raw ? raw.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean) : ['B', 'PL', 'PU', 'H', 'PR'];
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
    const agentList = newestFirst.filter((a) => a.type === 'A');
    value.agent = agentList.map(view);
    value.footer = { unreadCount: findSession(ctx) ? agentList.length : 0 };
  }
  return ok(value);
}

/**
 * The notice list (/m/notice): `value.contentLobby`, the player notices newest first; `types=A` asks for the agent ones instead.
 */
function lobby(ctx: Ctx): Response {
  const type = (ctx.query.get('types') ?? 'PL').trim().toUpperCase() || 'PL';
  if (type !== 'PL' && type !== 'A') throw invalid(`the notice list has no type ${type}`);
  const contentLobby = ctx.state.announcements
    .filter((a) => a.type === type)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map(view);
  return ok({ contentLobby });
}

export function registerAnnouncements(router: Router): void {
  router.get('/wps/announcements', announcements);
  router.get('/wps/announcements/lobby', lobby);
}
