import {
  ALL,
  INITIAL_LIST_STATE,
  MIN_BETS,
  hasFilters,
  listReducer,
  normaliseMinBet,
  readListState,
  sameList,
  writeListState,
  type ListState,
  type Selection,
} from './list-state';

const slots: Selection = { kind: 'CLASS', key: 'slot' };
/** A list narrowed every way: vendor, class, bet, a search in effect and more text typed since. */
const busy: ListState = {
  vendor: 'PG',
  selection: slots,
  minBet: '0.5',
  gameName: 'dragon',
  searchText: 'dragon king',
};

describe('listReducer', () => {
  describe('select (class tabs)', () => {
    it.each<Selection>([ALL, { kind: 'NEW' }, { kind: 'CLASS', key: 'arcade' }, slots])(
      'choosing %o clears the search, keeps vendor and bet',
      (selection) => {
        expect(listReducer(busy, { type: 'select', selection })).toEqual({
          ...busy,
          selection,
          gameName: '',
          searchText: '',
        });
      },
    );
  });

  describe('toggleQuick (recent, favourites, hot)', () => {
    it.each(['FAV', 'RECENT', 'HOT'] as const)('%s turns on, clearing the search', (filter) => {
      expect(listReducer(busy, { type: 'toggleQuick', filter })).toEqual({
        ...busy,
        selection: { kind: filter },
        gameName: '',
        searchText: '',
      });
    });

    it('a second press goes back to All', () => {
      const on = listReducer(busy, { type: 'toggleQuick', filter: 'FAV' });
      expect(listReducer(on, { type: 'toggleQuick', filter: 'FAV' }).selection).toEqual(ALL);
    });

    it('another quick filter replaces the one that is on', () => {
      const on = listReducer(busy, { type: 'toggleQuick', filter: 'FAV' });
      expect(listReducer(on, { type: 'toggleQuick', filter: 'HOT' }).selection).toEqual({ kind: 'HOT' });
    });
  });

  describe('chooseVendor', () => {
    it('changes only the vendor', () => {
      expect(listReducer(busy, { type: 'chooseVendor', vendor: 'JILI' })).toEqual({ ...busy, vendor: 'JILI' });
      expect(listReducer(busy, { type: 'chooseVendor', vendor: null })).toEqual({ ...busy, vendor: null });
    });
  });

  describe('search', () => {
    it('typing changes only the box', () => {
      expect(listReducer(busy, { type: 'typeSearch', text: 'drag' })).toEqual({ ...busy, searchText: 'drag' });
    });

    it('emptying the box also drops the search in effect', () => {
      expect(listReducer(busy, { type: 'typeSearch', text: '' })).toEqual({ ...busy, searchText: '', gameName: '' });
    });

    it('Enter applies the trimmed text', () => {
      const typed = listReducer(busy, { type: 'typeSearch', text: '  tiger  ' });
      expect(listReducer(typed, { type: 'applySearch' })).toEqual({ ...busy, gameName: 'tiger', searchText: 'tiger' });
    });

    it('Enter on blanks searches nothing', () => {
      const typed = listReducer(busy, { type: 'typeSearch', text: '   ' });
      expect(listReducer(typed, { type: 'applySearch' })).toEqual({ ...busy, gameName: '', searchText: '' });
    });
  });

  describe('applyFilters (drawer submit)', () => {
    it('sets vendor and bet, keeping class and search when the class is unchanged', () => {
      expect(listReducer(busy, { type: 'applyFilters', vendor: 'JDB', selection: slots, minBet: null })).toEqual({
        ...busy,
        vendor: 'JDB',
        minBet: null,
      });
      expect(listReducer(busy, { type: 'applyFilters', vendor: 'JDB', selection: null, minBet: '0.01' })).toEqual({
        ...busy,
        vendor: 'JDB',
        minBet: '0.01',
      });
    });

    it('a new class is a new selection: the search is cleared', () => {
      expect(
        listReducer(busy, { type: 'applyFilters', vendor: null, selection: { kind: 'NEW' }, minBet: null }),
      ).toEqual({
        vendor: null,
        selection: { kind: 'NEW' },
        minBet: null,
        gameName: '',
        searchText: '',
      });
    });
  });

  it('clearFilters goes back to the whole list', () => {
    expect(listReducer(busy, { type: 'clearFilters' })).toEqual(INITIAL_LIST_STATE);
  });

  it('clearFilters keeps a quick list, without what narrowed it', () => {
    const favourites = listReducer({ ...busy, selection: { kind: 'FAV' } }, { type: 'clearFilters' });
    expect(favourites).toEqual({ ...INITIAL_LIST_STATE, selection: { kind: 'FAV' } });
  });
});

describe('sameList / hasFilters', () => {
  it('ignores text typed but not applied', () => {
    expect(sameList(busy, { ...busy, searchText: '' })).toBe(true);
    expect(hasFilters({ ...INITIAL_LIST_STATE, searchText: 'x' })).toBe(false);
  });

  it('sees every filter', () => {
    for (const change of [
      { vendor: 'JDB' },
      { selection: { kind: 'NEW' } as Selection },
      { minBet: null },
      { gameName: 'x' },
    ]) {
      expect(sameList(busy, { ...busy, ...change })).toBe(false);
    }
    expect(hasFilters(busy)).toBe(true);
    expect(hasFilters(INITIAL_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...INITIAL_LIST_STATE, selection: { kind: 'NEW' } })).toBe(true);
    expect(hasFilters({ ...INITIAL_LIST_STATE, selection: { kind: 'HOT' } })).toBe(false);
  });
});

describe('normaliseMinBet', () => {
  it('reads the options however they are written', () => {
    expect(normaliseMinBet('0.50')).toBe('0.5');
    expect(normaliseMinBet('.1')).toBe('0.1');
    for (const option of MIN_BETS) expect(normaliseMinBet(option)).toBe(option);
  });

  it('reads anything else as All', () => {
    for (const raw of [null, '', 'All', '0.2', '-0.5', '1e-2', 'abc']) expect(normaliseMinBet(raw)).toBeNull();
  });
});

describe('URL', () => {
  const read = (query: string, minBet = true) => readListState(new URLSearchParams(query), { minBet });

  it('reads every part of the state', () => {
    expect(read('gameType=RNG&vassalage=PG&gameClassify=slot&minBet=0.50&gameName=dragon')).toEqual({
      vendor: 'PG',
      selection: slots,
      minBet: '0.5',
      gameName: 'dragon',
      searchText: 'dragon',
    });
    expect(read('selection=fav').selection).toEqual({ kind: 'FAV' });
    expect(read('selection=NEW&gameClassify=slot').selection).toEqual({ kind: 'NEW' });
  });

  it('reads nonsense as no filter', () => {
    expect(read('selection=EVERYTHING&minBet=9&vassalage=%20&gameName=')).toEqual(INITIAL_LIST_STATE);
    expect(read('minBet=0.5', false).minBet).toBeNull();
  });

  it('writes only what narrows the list, keeping other parameters', () => {
    const params = new URLSearchParams('gameType=RNG&lang=EN&selection=HOT&minBet=0.1');
    expect(writeListState(params, busy).toString()).toBe(
      'gameType=RNG&lang=EN&vassalage=PG&gameClassify=slot&minBet=0.5&gameName=dragon',
    );
    expect(writeListState(params, INITIAL_LIST_STATE).toString()).toBe('gameType=RNG&lang=EN');
    expect(writeListState(params, { ...INITIAL_LIST_STATE, selection: { kind: 'RECENT' } }).toString()).toBe(
      'gameType=RNG&lang=EN&selection=RECENT',
    );
  });

  it('reads back what it wrote', () => {
    for (const state of [
      busy,
      INITIAL_LIST_STATE,
      { ...INITIAL_LIST_STATE, selection: { kind: 'NEW' } as Selection },
    ]) {
      expect(read(writeListState(new URLSearchParams('gameType=RNG'), state).toString())).toEqual({
        ...state,
        searchText: state.gameName,
      });
    }
  });
});
