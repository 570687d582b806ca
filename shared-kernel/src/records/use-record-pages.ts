import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useSession } from '@mc/shared-kernel';
import { nextPageNo, type RecordPage } from './record-page';

export type RecordPages<Row> = UseInfiniteQueryResult<InfiniteData<RecordPage<Row>, number>, Error>;

export interface RecordPagesOptions<Params, Row> {
  /** Names the report in the cache, e.g. `['cashier', 'withdraw-report']`. */
  key: readonly unknown[];
  /** Everything the request depends on (range, filters); part of the cache key, handed to `fetchPage`. */
  params: Params;
  /** Page `pageNo` (1-based) of the report for `params`. */
  fetchPage: (params: Params, pageNo: number, signal: AbortSignal) => Promise<RecordPage<Row>>;
  /**
   * How long a fetched list counts as fresh (ms; the site's default otherwise). A list the platform adds to
   * on its own, like an inbox, uses 0 so that opening it again shows what arrived meanwhile.
   */
  staleTime?: number;
  /** A public list guests read too (promotions): asked without a session as well; the token still keys the cache. */
  guests?: boolean;
}

/**
 * Pages of one report, page 1 first, the next one on `fetchNextPage()` until the last. The session's
 * token is part of the cache key, so someone who logs in next on the same phone never sees the
 * previous member's rows, not even from the cache; without a session nothing is asked.
 */
export function useRecordPages<Params, Row>({
  key,
  params,
  fetchPage,
  staleTime,
  guests = false,
}: RecordPagesOptions<Params, Row>): RecordPages<Row> {
  const token = useSession((s) => s.info?.token ?? null);
  return useInfiniteQuery({
    queryKey: [...key, params, token],
    queryFn: ({ pageParam, signal }) => fetchPage(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    enabled: guests || token !== null,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
