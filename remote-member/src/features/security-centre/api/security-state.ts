import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const Overview = v.object({
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  payeeName: v.nullable(v.string()),
  securityQuestions: v.boolean(),
});
export type SecurityOverview = v.InferOutput<typeof Overview>;

export const PaymentPassword = v.object({ set: v.boolean(), lockedUntil: v.nullable(v.number()) });
export type PaymentPasswordState = v.InferOutput<typeof PaymentPassword>;

// Only what the security centre shows; the cashier's screens read the full list themselves.
export const BankCards = v.object({
  cards: v.array(v.object({ id: v.string() })),
  max: v.number(),
  payeeName: v.nullable(v.string()),
});
export type BankCardsState = v.InferOutput<typeof BankCards>;

// Keys of their own: the cashier caches fuller shapes of the same calls under its keys.
export const securityKeys = {
  all: ['member', 'security'] as const,
  overview: (token: string | null) => ['member', 'security', 'overview', token] as const,
  paymentPassword: (token: string | null) => ['member', 'security', 'payment-password', token] as const,
  bankCards: (token: string | null) => ['member', 'security', 'bank-cards', token] as const,
};

const useToken = () => useSession((s) => s.info?.token ?? null);

/** E-mail, mobile, payee name and security questions; fresh on every visit (another screen may have bound one). */
export function useSecurityOverview() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.overview(token),
    queryFn: ({ signal }) => api.get('/wps/security/overview', { schema: Overview, signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function usePaymentPasswordState() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.paymentPassword(token),
    queryFn: ({ signal }) => api.get('/wps/security/payment-password', { schema: PaymentPassword, signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useBankCardsState() {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.bankCards(token),
    queryFn: ({ signal }) => api.get('/wps/security/bank-cards', { schema: BankCards, signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}
