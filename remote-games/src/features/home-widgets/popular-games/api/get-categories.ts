import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import type { ServerCategory } from '../popular-tabs';

const Text = v.optional(v.nullable(v.string()), null);
const Sort = v.optional(v.nullable(v.number()), null);

export const Categories = v.object({
  content: v.array(
    v.object({
      gameType: v.string(),
      sort: Sort,
      vendors: v.optional(
        v.array(
          v.object({
            gameCategory: Text,
            vassalage: v.string(),
            vendorNames: v.string(),
            sort: Sort,
            mobileLargeIcon: Text,
            h5Type: Text,
          }),
        ),
        [],
      ),
    }),
  ),
});

/** The only type table the mobile client asks for. */
export const VASSAL_TYPE_ID = '1';

export interface CategoriesParams {
  merchantCode: string;
  language: string;
}

export async function fetchCategories(params: CategoriesParams, signal?: AbortSignal): Promise<ServerCategory[]> {
  const value = await api.get('/wps/game/types', {
    module: 'COMM3',
    query: { typeId: VASSAL_TYPE_ID, merchantCode: params.merchantCode, language: params.language },
    schema: Categories,
    signal,
  });
  return value.content;
}

/** The server's categories with their vendors, in its sort order; `null` until the merchant is known. */
export function useGameCategories(params: CategoriesParams | null) {
  return useQuery({
    queryKey: ['games', 'categories', params],
    queryFn: params ? ({ signal }) => fetchCategories(params, signal) : skipToken,
    staleTime: 5 * 60_000,
  });
}
