/**
 * The /m/launchGame address (query playType, prize_mode, code, pageBack), plus what this
 * client adds so the page can ask the platform for the game: nodeId, gameId, roomId, vendor, category,
 * freePlay.
 */

import { inAppPathOr } from '@mc/shared-kernel';

export const LAUNCH_PATH = '/m/launchGame';
export const HOME_PATH = '/m/home';
/** The launch code defaults to the vendor's lobby. */
export const LOBBY_CODE = 'lobby';

/** Lottery play types as the launch route names them (Tradition, Entertainment). */
export type PlayType = 'trad' | 'ent';

export interface LaunchQuery {
  vendor: string;
  code: string;
  /** Where the page's back button goes: the screen the game was started from. */
  pageBack: string;
  playType: PlayType;
  prizeMode: string | null;
  nodeId: string | null;
  gameId: string | null;
  roomId: string | null;
  category: string | null;
  freePlay: boolean;
}

/**
 * Only a path inside this site may be a way back: the kernel's URL rule reads it as the browser and the router
 * will (`/\host`, a tab or newline inside, another origin are not paths of the site), and anything else goes
 * home, so the back button can never leave the site or make the router throw.
 */
export function safePageBack(value: string | null | undefined): string {
  return inAppPathOr(value, HOME_PATH);
}

export function launchPath(query: Partial<LaunchQuery> & { vendor: string }): string {
  const search = new URLSearchParams();
  if (query.playType) search.set('playType', query.playType);
  if (query.prizeMode) search.set('prize_mode', query.prizeMode);
  search.set('code', query.code || LOBBY_CODE);
  search.set('pageBack', safePageBack(query.pageBack));
  search.set('vendor', query.vendor);
  if (query.category) search.set('category', query.category);
  if (query.nodeId) search.set('nodeId', query.nodeId);
  if (query.gameId) search.set('gameId', query.gameId);
  if (query.roomId) search.set('roomId', query.roomId);
  if (query.freePlay !== undefined) search.set('freePlay', query.freePlay ? '1' : '0');
  return `${LAUNCH_PATH}?${search.toString()}`;
}

const text = (search: URLSearchParams, name: string): string | null => search.get(name)?.trim() || null;

/** Reads the launch route's query with its defaults (playType trad, code lobby, pageBack home). */
export function readLaunchQuery(search: URLSearchParams): LaunchQuery {
  return {
    vendor: text(search, 'vendor') ?? '',
    code: text(search, 'code') ?? LOBBY_CODE,
    // As written (not trimmed): a tab or newline anywhere in it is refused, not cleaned.
    pageBack: safePageBack(search.get('pageBack')),
    playType: text(search, 'playType') === 'ent' ? 'ent' : 'trad',
    prizeMode: text(search, 'prize_mode'),
    nodeId: text(search, 'nodeId'),
    gameId: text(search, 'gameId'),
    roomId: text(search, 'roomId'),
    category: text(search, 'category'),
    freePlay: text(search, 'freePlay') === '1',
  };
}
