/** Game categories people can open a list of, in the order the type links show them. */
export const CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'LOTT',
  'ELOTT',
  'HOT',
] as const;

/** Game list selectors that are whole pages too: /m/gameList?gameType=FAV or RECENT. */
export const MEMBER_LIST_TYPES = ['FAV', 'RECENT'] as const;

/** Categories with a localized title; any other type is unknown. */
export const TITLED_GAME_TYPES = [...CATEGORIES, ...MEMBER_LIST_TYPES] as const;

const titled = new Set<string>(TITLED_GAME_TYPES);

/** Lottery categories have their own lobby at /m/lottery. */
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT', 'ELOTTO']);

/** i18n key (namespace `games`) of the page title for a gameType query value. */
export function gameTypeTitleKey(gameType: string | null): string {
  const type = gameType?.toUpperCase();
  return type && titled.has(type) ? `types.${type}` : 'list.title';
}

/** A query parameter as the list uses it: trimmed, and absent when blank. */
export function queryValue(raw: string | null): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

/**
 * What a gameType value opens: every game (no type), a category, one of the quick lists as a page of its
 * own (HOT, FAV, RECENT), or nothing we know of.
 */
export type PageKind =
  | { kind: 'all' }
  | { kind: 'category'; type: string }
  | { kind: 'quick'; type: 'HOT' | 'FAV' | 'RECENT' }
  | { kind: 'unknown'; type: string };

export function pageKind(gameType: string | null): PageKind {
  if (gameType === null) return { kind: 'all' };
  const type = gameType.toUpperCase();
  if (type === 'HOT' || type === 'FAV' || type === 'RECENT') return { kind: 'quick', type };
  if (titled.has(type) || LOTTERY_TYPES.has(type)) return { kind: 'category', type };
  return { kind: 'unknown', type: gameType };
}

/** Where a type link goes: a lottery type to the lottery lobby, any other to its game list. */
export function typeHref(type: string): string {
  return LOTTERY_TYPES.has(type.toUpperCase()) ? '/m/lottery' : `/m/gameList?gameType=${encodeURIComponent(type)}`;
}
