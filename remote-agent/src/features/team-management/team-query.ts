import { isDay } from '@mc/shared-kernel/records';

/**
 * What the team list shows, all of it kept in the URL (`/m/member/team?parent=…&q=…`): reload, a shared
 * link and Back keep it. Drilling into a downline agent pushes a history entry (Back climbs up again);
 * changing a filter replaces the current one.
 */
export interface TeamView {
  /** Whose direct downlines are listed; null = the signed-in agent's own. */
  parent: string | null;
  /** Part of a username: searches the whole team below `parent`. */
  search: string;
  onlineOnly: boolean;
  kind: TeamKind;
  /** Registration days, YYYY-MM-DD, either or both may be empty. */
  regStart: string;
  regEnd: string;
}

export const TEAM_KINDS = ['all', 'member', 'agent'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/** The query the platform's downline list takes (absent values are left out of the request). */
export interface TeamQuery {
  parent?: string;
  username?: string;
  online?: 'true';
  memberType?: 'member' | 'agent';
  regStart?: string;
  regEnd?: string;
}

export const TEAM_PATH = '/m/member/team';
const USERNAME = /^[A-Za-z0-9_]{1,32}$/;
/** Most characters the search takes (usernames are shorter). */
export const SEARCH_MAX = 32;

const day = (raw: string | null): string => (raw && isDay(raw) ? raw : '');

/** The view a URL names; anything malformed reads as its default. */
export function viewFromSearch(params: URLSearchParams): TeamView {
  const parent = (params.get('parent') ?? '').trim();
  const kind = (params.get('kind') ?? '').toLowerCase();
  return {
    parent: USERNAME.test(parent) ? parent : null,
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    onlineOnly: params.get('online') === '1',
    kind: (TEAM_KINDS as readonly string[]).includes(kind) ? (kind as TeamKind) : 'all',
    regStart: day(params.get('regStart')),
    regEnd: day(params.get('regEnd')),
  };
}

/** The URL parameters of a view (defaults left out). */
export function searchFromView(view: TeamView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.parent) params.set('parent', view.parent);
  if (view.search) params.set('q', view.search);
  if (view.onlineOnly) params.set('online', '1');
  if (view.kind !== 'all') params.set('kind', view.kind);
  if (view.regStart) params.set('regStart', view.regStart);
  if (view.regEnd) params.set('regEnd', view.regEnd);
  return params;
}

/** The platform query for a view. */
export function teamQuery(view: TeamView): TeamQuery {
  return {
    ...(view.parent ? { parent: view.parent } : {}),
    ...(view.search ? { username: view.search } : {}),
    ...(view.onlineOnly ? { online: 'true' as const } : {}),
    ...(view.kind !== 'all' ? { memberType: view.kind } : {}),
    ...(view.regStart ? { regStart: view.regStart } : {}),
    ...(view.regEnd ? { regEnd: view.regEnd } : {}),
  };
}

/** Where tapping a downline agent goes: its own team, filters and search left behind. */
export function drillTo(username: string, self: string | null): string {
  if (self !== null && username.toLowerCase() === self.toLowerCase()) return TEAM_PATH;
  return `${TEAM_PATH}?${new URLSearchParams({ parent: username }).toString()}`;
}

export interface Crumb {
  username: string;
  /** Where it leads; null for the last one (the list on screen). */
  to: string | null;
}

/** The breadcrumb from the signed-in agent down to the listed parent, as the platform answered it. */
export function crumbs(trail: readonly string[]): Crumb[] {
  const self = trail[0] ?? null;
  return trail.map((username, index) => ({
    username,
    to: index === trail.length - 1 ? null : drillTo(username, self),
  }));
}

/** A registration range that reads backwards (start after end). */
export const rangeReversed = (view: Pick<TeamView, 'regStart' | 'regEnd'>): boolean =>
  view.regStart !== '' && view.regEnd !== '' && view.regStart > view.regEnd;
