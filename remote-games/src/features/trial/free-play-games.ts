/** Categories whose games may offer free play (the platform's supportPlay flag), in tab order. */
export const FREE_PLAY_CATEGORIES = ['RNG', 'FISH', 'INHOUSE'] as const;
export type FreePlayCategory = (typeof FREE_PLAY_CATEGORIES)[number];

/** A game offers free play when the platform's supportPlay flag is 1 (docs/api-contract.md "Game list rules"). */
export const offersFreePlay = (game: { supportPlay?: number | null }): boolean => game.supportPlay === 1;
