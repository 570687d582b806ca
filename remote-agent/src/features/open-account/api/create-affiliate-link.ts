import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { AffiliateLink, affiliateLinksKey } from './get-affiliate-links';
import type { MemberKind } from './open-account';
import type { WireRates } from './rate-schema';

export const createAffiliateLink = (memberType: MemberKind, rebates: WireRates) =>
  api.post('/wps/agent/affiliate-links', {
    module: 'AGEDOWNMAN3',
    json: { memberType, rebates },
    schema: AffiliateLink,
  });

export function useCreateAffiliateLink() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: ({ memberType, rebates }: { memberType: MemberKind; rebates: WireRates }) =>
      createAffiliateLink(memberType, rebates),
    // Read the list again whatever the answer: after a timeout the link may exist all the same.
    onSettled: () => client.invalidateQueries({ queryKey: affiliateLinksKey(token) }),
  });
}
