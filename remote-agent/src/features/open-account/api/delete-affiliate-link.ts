import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { affiliateLinksKey } from './get-affiliate-links';

export const deleteAffiliateLink = (id: number) =>
  api.delete(`/wps/agent/affiliate-links/${id}`, { module: 'AGEDOWNMAN3', schema: v.unknown() });

export function useDeleteAffiliateLink() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: deleteAffiliateLink,
    // A link already gone elsewhere is gone here too: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: affiliateLinksKey(token) }),
  });
}
