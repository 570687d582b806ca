import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const News = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  content: v.optional(v.nullable(v.string()), ''),
  createdAt: v.optional(v.nullable(v.number())),
});
export type News = v.InferOutput<typeof News>;

export const Answer = v.object({ popup: v.optional(v.nullable(v.array(News)), []) });

/** The site's system notices: the "latest news" the platform also pops up on the home page (type PU). */
export function useNews(params: { merchantCode: string; language: string } | null) {
  return useQuery({
    queryKey: ['announcements', 'news', params],
    queryFn: params
      ? ({ signal }) =>
          api
            .get('/wps/announcements', {
              query: { types: 'PU', platform: 'M', merchantCode: params.merchantCode },
              schema: Answer,
              signal,
            })
            .then((value) => value.popup ?? [])
      : skipToken,
    staleTime: 60_000,
  });
}
