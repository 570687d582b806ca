/**
 * The all-games lobby's categories, in the platform's category order. Each leads into its game
 * list, except lottery, which has its own lobby (/m/lottery) and shows prize modes instead of vendors.
 */
export const LIST_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE'] as const;
export type ListCategory = (typeof LIST_CATEGORIES)[number];

/** i18n keys (namespace `games-lobby`) of a category's name and one-line hint. */
export const categoryNameKey = (category: ListCategory | 'LOTTERY'): string => `categories.${category}.name`;
export const categoryHintKey = (category: ListCategory | 'LOTTERY'): string => `categories.${category}.hint`;
