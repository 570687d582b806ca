/**
 * What the game list shows, as a pure state machine: the vendor, the
 * selection (ALL, NEW, a vendor-defined class, or the quick lists FAV, RECENT, HOT), the minimum bet
 * (RNG), the applied name search and the text in the search box. The page keeps all but the box's text
 * in the URL, so a reload, or coming back from login or a game, shows the same list.
 */

export const QUICK_FILTERS = ['RECENT', 'FAV', 'HOT'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

export type Selection = { kind: 'ALL' } | { kind: 'NEW' } | { kind: 'CLASS'; key: string } | { kind: QuickFilter };

export const ALL: Selection = { kind: 'ALL' };

/** The minimum-bet options of the filter drawer (besides All). */
export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBet = (typeof MIN_BETS)[number];

export interface ListState {
  vendor: string | null;
  selection: Selection;
  minBet: MinBet | null;
  /** The name search in effect (applied on Enter). */
  gameName: string;
  /** What is typed in the search box. */
  searchText: string;
}

export const INITIAL_LIST_STATE: ListState = {
  vendor: null,
  selection: ALL,
  minBet: null,
  gameName: '',
  searchText: '',
};

export type ListAction =
  /** A class tab (All, New, a class). */
  | { type: 'select'; selection: Selection }
  /** A quick filter button: on, or back to All when it is on already. */
  | { type: 'toggleQuick'; filter: QuickFilter }
  | { type: 'chooseVendor'; vendor: string | null }
  | { type: 'typeSearch'; text: string }
  | { type: 'applySearch' }
  /** The filter drawer's submit; `selection` null leaves the selection as it is. */
  | { type: 'applyFilters'; vendor: string | null; selection: Selection | null; minBet: MinBet | null }
  | { type: 'clearFilters' };

export const sameSelection = (a: Selection, b: Selection): boolean =>
  a.kind === b.kind && (a.kind !== 'CLASS' || (b.kind === 'CLASS' && a.key === b.key));

export const isQuickFilter = (selection: Selection): selection is { kind: QuickFilter } =>
  (QUICK_FILTERS as readonly string[]).includes(selection.kind);

/** Choosing a selection starts the list again and clears the search text. */
function withSelection(state: ListState, selection: Selection): ListState {
  return { ...state, selection, gameName: '', searchText: '' };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'select':
      return withSelection(state, action.selection);
    case 'toggleQuick':
      return withSelection(state, state.selection.kind === action.filter ? ALL : { kind: action.filter });
    case 'chooseVendor':
      return { ...state, vendor: action.vendor };
    case 'typeSearch':
      // Emptying the box (its clear button) brings the whole list back without an Enter.
      return { ...state, searchText: action.text, gameName: action.text === '' ? '' : state.gameName };
    case 'applySearch': {
      const gameName = state.searchText.trim();
      return { ...state, gameName, searchText: gameName };
    }
    case 'applyFilters': {
      const next = { ...state, vendor: action.vendor, minBet: action.minBet };
      return action.selection && !sameSelection(action.selection, state.selection)
        ? withSelection(next, action.selection)
        : next;
    }
    case 'clearFilters':
      // Favourites, recent or hot stay what the person looks at; only what narrows them goes.
      return { ...INITIAL_LIST_STATE, selection: isQuickFilter(state.selection) ? state.selection : ALL };
  }
}

/** Whether two states show the same list; when not, the list starts again at page 1. */
export const sameList = (a: ListState, b: ListState): boolean =>
  a.vendor === b.vendor &&
  sameSelection(a.selection, b.selection) &&
  a.minBet === b.minBet &&
  a.gameName === b.gameName;

/** Anything narrowing the list, i.e. something a "clear filters" action would undo (quick lists stay). */
export const hasFilters = (state: ListState): boolean =>
  Boolean(state.vendor || state.minBet || state.gameName) ||
  state.selection.kind === 'NEW' ||
  state.selection.kind === 'CLASS';

/** "0.50", "0.1", ".5" → the option it means; anything else → null (All). */
export function normaliseMinBet(raw: string | null): MinBet | null {
  if (raw === null || !/^\d*\.?\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return MIN_BETS.find((option) => Number(option) === value) ?? null;
}

/** URL query names of the list state. */
export const LIST_PARAMS = {
  vendor: 'vassalage',
  selection: 'selection',
  classify: 'gameClassify',
  minBet: 'minBet',
  gameName: 'gameName',
} as const;

const text = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim();
  return value ? value : null;
};

function readSelection(params: URLSearchParams): Selection {
  const selection = text(params, LIST_PARAMS.selection)?.toUpperCase();
  if (selection === 'NEW' || selection === 'FAV' || selection === 'RECENT' || selection === 'HOT')
    return { kind: selection };
  const classify = text(params, LIST_PARAMS.classify);
  return classify ? { kind: 'CLASS', key: classify } : ALL;
}

/**
 * The list state a URL describes. Values that make no sense (an unknown selection, a minimum bet that is
 * not an option, a minimum bet outside RNG) read as "no filter" rather than failing the page.
 */
export function readListState(params: URLSearchParams, options: { minBet: boolean }): ListState {
  const gameName = text(params, LIST_PARAMS.gameName) ?? '';
  return {
    vendor: text(params, LIST_PARAMS.vendor),
    selection: readSelection(params),
    minBet: options.minBet ? normaliseMinBet(text(params, LIST_PARAMS.minBet)) : null,
    gameName,
    searchText: gameName,
  };
}

/** `params` with the list state written into it (other parameters, like gameType and lang, kept). */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(LIST_PARAMS)) next.delete(name);
  if (state.vendor) next.set(LIST_PARAMS.vendor, state.vendor);
  if (state.selection.kind === 'CLASS') next.set(LIST_PARAMS.classify, state.selection.key);
  else if (state.selection.kind !== 'ALL') next.set(LIST_PARAMS.selection, state.selection.kind);
  if (state.minBet) next.set(LIST_PARAMS.minBet, state.minBet);
  if (state.gameName) next.set(LIST_PARAMS.gameName, state.gameName);
  return next;
}
