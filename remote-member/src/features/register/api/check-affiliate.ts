import * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export const AffiliateCheck = v.object({ valid: v.boolean() });

export const checkAffiliate = (code: string, domain: string) =>
  api
    .get('/wps/affiliate/check', { module: 'AFFMAN3', query: { code, domain }, schema: AffiliateCheck })
    .then((r) => r.valid);

const affiliateQuery = (code: string, domain: string) => ({
  queryKey: ['register', 'affiliate', code.toUpperCase(), domain],
  queryFn: () => checkAffiliate(code, domain),
  staleTime: 5 * 60_000,
});

/**
 * Whether an invitation code is valid, asked once per code: the code from the link is checked as
 * the page opens, so a submit with that code does not ask again.
 */
export const isAffiliateValid = (client: QueryClient, code: string, domain: string): Promise<boolean> =>
  client.fetchQuery(affiliateQuery(code, domain));

/** Checks the link's code in the background; a failure here is asked again on submit. */
export const prefetchAffiliate = (client: QueryClient, code: string, domain: string): Promise<void> =>
  client.prefetchQuery(affiliateQuery(code, domain));
