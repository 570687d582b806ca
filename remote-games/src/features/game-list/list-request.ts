import type { MinBet, QuickFilter, Selection } from './list-state';
import type { ListRequest } from './use-list-source';

export interface ListRequestInputs {
  /** The page's category (null on the all-games page and on a quick list's own page). */
  type: string | null;
  /** The quick list a page of its own shows (`/m/gameList?gameType=HOT`), else null. */
  quickType: QuickFilter | null;
  selection: Selection;
  vendor: string | null;
  gameName: string;
  minBet: MinBet | null;
  userName: string | null;
  merchantCode: string | null;
  language: string;
}

/**
 * Which call fills a game list page, with what: one rule for the page and for the list asked for before it
 * renders (prefetch.ts), so both name the same list. Null while what the call needs is not known.
 */
export function listRequestOf(inputs: ListRequestInputs): ListRequest | null {
  const { type, quickType, selection, vendor, gameName, minBet, userName, merchantCode, language } = inputs;
  const local = { vendor, gameName, minBet };
  // On a category page the quick lists are that category's; on their own page they span every category.
  const category = quickType ? null : type;
  switch (selection.kind) {
    case 'FAV':
    case 'RECENT':
      if (!userName) return null;
      return {
        source: selection.kind === 'FAV' ? 'favourites' : 'recent',
        userName,
        gameType: category,
        language,
        local,
      };
    case 'HOT':
      return merchantCode
        ? { source: 'hot', params: { merchantCode, gameType: category ?? 'HOT', language }, local }
        : null;
    default:
      return merchantCode
        ? {
            source: 'list',
            filter: {
              merchant: merchantCode,
              gameType: type,
              vassalage: vendor,
              gameClassify: selection.kind === 'CLASS' ? selection.key : null,
              isNew: selection.kind === 'NEW',
              gameName,
              minBet,
              language,
            },
          }
        : null;
  }
}
