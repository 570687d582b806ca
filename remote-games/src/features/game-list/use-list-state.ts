import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStartListsOver } from './start-lists-over';
import { listReducer, readListState, sameList, writeListState, type ListAction, type ListState } from './list-state';

/**
 * The list state of list-state.ts bound to the page: everything but the search box's text lives in the URL
 * query (replaced, not pushed, so Back leaves the list rather than stepping through filters), and every
 * change of list starts it again from page 1 with a fresh load.
 */
export function useListState(options: { minBet: boolean }): [ListState, (action: ListAction) => void] {
  const [params, setParams] = useSearchParams();
  const startOver = useStartListsOver();
  const query = params.toString();
  const fromUrl = useMemo(
    () => readListState(new URLSearchParams(query), { minBet: options.minBet }),
    [query, options.minBet],
  );

  // The box shows the search in effect, also when Back/Forward brings another one; typing only changes the box.
  const [searchText, setSearchText] = useState(fromUrl.gameName);
  const [shownName, setShownName] = useState(fromUrl.gameName);
  if (shownName !== fromUrl.gameName) {
    setShownName(fromUrl.gameName);
    setSearchText(fromUrl.gameName);
  }

  const state = useMemo(() => ({ ...fromUrl, searchText }), [fromUrl, searchText]);
  const dispatch = (action: ListAction) => {
    const next = listReducer(state, action);
    setSearchText(next.searchText);
    if (sameList(state, next)) return;
    startOver();
    setParams((previous) => writeListState(previous, next), { replace: true });
  };
  return [state, dispatch];
}
