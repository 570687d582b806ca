/** Categories with a localized title (spec sections 1, 3); any other type still lists, titled "Games". */
export const TITLED_GAME_TYPES = [
  'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT', 'HOT', 'FAV', 'RECENT',
] as const;

const titled = new Set<string>(TITLED_GAME_TYPES);

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
