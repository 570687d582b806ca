import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, toCents, useSession } from '@mc/shared-kernel';

export const Info = v.object({
  withdrawable: v.pipe(
    v.string(),
    v.regex(/^\d+(\.\d{1,2})?$/),
    v.transform((amount) => toCents(amount)),
  ),
});

/**
 * What the agent may move to its team: the centre wallet less a bonus its turnover still locks (the same
 * bound as a withdrawal or a transfer to the upline). Under `['wallet', …]` so that the refresh after any
 * money movement (header, cashier) reads it again too.
 */
export function useTransferable(enabled = true) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['wallet', 'agent-transferable', token],
    queryFn: ({ signal }) => api.get('/wps/withdraw/info', { schema: Info, signal }),
    select: (info) => info.withdrawable,
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}
