import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const PasswordState = v.object({ set: v.boolean(), lockedUntil: v.nullable(v.number()) });
export type PasswordState = v.InferOutput<typeof PasswordState>;

export const paymentPasswordKeys = {
  all: ['cashier', 'payment-password'] as const,
  state: (token: string | null) => ['cashier', 'payment-password', token] as const,
};

/** Whether the account has a payment password, and until when wrong ones locked it. */
export function usePaymentPasswordState({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: paymentPasswordKeys.state(token),
    queryFn: () => api.get('/wps/security/payment-password', { schema: PasswordState }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}
