import type { Game } from '../../core/catalogue';

/** Empty strings and the literal "null"/"undefined" a sloppy client may send count as absent. */
export function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return !value || value === 'null' || value === 'undefined' ? null : value;
}

export const same = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** Selectors that name a list rather than a category: on a member list they mean "every type". */
const WHOLE_LIST = new Set(['ALL', 'FAV', 'RECENT']);

/** A game type filter: absent = every game, HOT = the hot selection, otherwise that category (unknown = none). */
export function ofType(gameType: string | null, { wholeList = false } = {}): (game: Game) => boolean {
  if (gameType === null || (wholeList && WHOLE_LIST.has(gameType.toUpperCase()))) return () => true;
  if (same(gameType, 'HOT')) return (g) => g.hot;
  return (g) => same(g.gameType, gameType);
}
