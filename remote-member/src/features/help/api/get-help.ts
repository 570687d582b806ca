import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export const Help = v.object({
  list: v.optional(
    v.nullable(v.array(v.object({ title: v.string(), content: v.optional(v.nullable(v.string()), '') }))),
    [],
  ),
});
export type HelpEntry = { title: string; content: string };

/** The help centre's entries in the current language (public: guests read it too). */
export function useHelpEntries(language: string) {
  return useQuery({
    queryKey: ['system', 'help', language],
    queryFn: ({ signal }) =>
      api
        .get('/wps/system/helpCenter', {
          module: 'COMM3',
          query: { lang: language, device: 'MOBILE' },
          schema: Help,
          signal,
        })
        .then((value): HelpEntry[] =>
          (value.list ?? []).map((entry) => ({ title: entry.title, content: entry.content ?? '' })),
        ),
    staleTime: 5 * 60_000,
  });
}
