import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export const Agreement = v.object({
  title: v.optional(v.nullable(v.string())),
  content: v.string(),
  updatedAt: v.optional(v.nullable(v.number())),
});

/** The user agreement in the current language (public). */
export function useAgreement(language: string) {
  return useQuery({
    queryKey: ['system', 'agreement', language],
    queryFn: ({ signal }) =>
      api.get('/wps/system/agreement', { module: 'COMM3', query: { lang: language }, schema: Agreement, signal }),
    staleTime: 10 * 60_000,
  });
}
