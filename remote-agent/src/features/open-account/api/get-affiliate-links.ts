import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { CategoryRate } from './rate-schema';

export const AffiliateLink = v.object({
  id: v.number(),
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,32}$/)),
  memberType: v.picklist(['MEMBER', 'AGENT']),
  rebates: v.array(CategoryRate),
  createdAt: v.number(),
  registrations: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AffiliateLink = v.InferOutput<typeof AffiliateLink>;

export const Links = v.object({ links: v.array(AffiliateLink) });

export const affiliateLinksKey = (token: string | null) => ['agent', 'affiliate-links', token] as const;

/** The agent's invitation links, newest first. */
export const getAffiliateLinks = (signal?: AbortSignal): Promise<AffiliateLink[]> =>
  api.get('/wps/agent/affiliate-links', { module: 'AGEDOWNMAN3', schema: Links, signal }).then((r) => r.links);

export function useAffiliateLinks() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: affiliateLinksKey(token),
    queryFn: ({ signal }) => getAffiliateLinks(signal),
    enabled: token !== null,
  });
}

/** The address a link shares: the site's registration page with the link's code. */
export const inviteUrl = (code: string, origin: string = globalThis.location?.origin ?? ''): string =>
  `${origin}/m/register?code=${encodeURIComponent(code)}`;
