/** The game list a lobby entry leads to (/m/gameList?gameType={type}&vassalage={vendor}). */
export function gameListHref(gameType: string, narrow: { vassalage?: string; gameClassify?: string } = {}): string {
  const query = new URLSearchParams({ gameType });
  if (narrow.vassalage) query.set('vassalage', narrow.vassalage);
  // The list's class filter, named as the list call names it.
  if (narrow.gameClassify) query.set('gameClassify', narrow.gameClassify);
  return `/m/gameList?${query.toString()}`;
}
