import * as v from 'valibot';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../platform-api';
import { useSession } from '../../session/session-store';

export const MemberInfo = v.object({
  id: v.union([v.string(), v.number()]),
  account: v.string(),
  nickname: v.optional(v.nullable(v.string())),
  regDate: v.number(),
  type: v.number(),
  clubLabel: v.optional(
    v.nullable(
      v.object({ labelName: v.string(), rankLevel: v.optional(v.number()), progress: v.optional(v.number()) }),
    ),
  ),
  toUpline: v.optional(v.boolean()),
  withdrawAllowed: v.optional(v.boolean()),
});
export type MemberInfo = v.InferOutput<typeof MemberInfo>;

export const Balance = v.object({ sumBalance: v.union([v.string(), v.number()]) });
export type Balance = v.InferOutput<typeof Balance>;

/** `enabled: false` holds a call back (it still never runs without a session), e.g. until the page's main content is shown. */
export interface MemberCallOptions {
  enabled?: boolean;
}

export const memberKeys = {
  info: (token: string | null) => ['member', 'info', token] as const,
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
  unread: (token: string | null) => ['inbox', 'unread', token] as const,
};

export function useMemberInfo({ enabled = true }: MemberCallOptions = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: memberKeys.info(token),
    queryFn: () => api.get('/wps/member/info', { schema: MemberInfo }),
    enabled: enabled && token !== null,
  });
}

export function useBalance({ enabled = true }: MemberCallOptions = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: memberKeys.balance(token),
    queryFn: () => api.get('/wps/wallet/balance', { schema: Balance }),
    enabled: enabled && token !== null,
    // Back from a payment page or a banking app: the balance may have changed meanwhile.
    refetchOnWindowFocus: true,
  });
}

/** Refetches the balance; the header and member centre hide the figure while it runs. */
export function useRefreshBalance(): () => Promise<void> {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return () => client.refetchQueries({ queryKey: memberKeys.balance(token), exact: true });
}

export const UnreadCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/**
 * Puts a fresh unread count (the inbox calls answer one) into the one query every badge reads: the
 * host's header dot, the member centre and the agent home all share the kernel's query client, so they
 * follow at once without a reload or a second request.
 */
export function useSetUnreadCount(): (count: number) => void {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useCallback(
    (count: number) => {
      client.setQueryData(memberKeys.unread(token), { count });
    },
    [client, token],
  );
}

export function useUnreadCount({ enabled = true }: MemberCallOptions = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: memberKeys.unread(token),
    queryFn: () => api.get('/wps/inbox/unread', { module: 'INBOX3', schema: UnreadCount }),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
