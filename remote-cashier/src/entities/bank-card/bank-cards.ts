import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const BankCardSchema = v.object({
  id: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  bankCode: v.string(),
  bankName: v.string(),
  /** Masked by the platform: only the last 4 digits. */
  accountNo: v.string(),
  payeeName: v.string(),
  createdAt: v.number(),
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

export const BankCards = v.object({
  cards: v.array(BankCardSchema),
  max: v.pipe(v.number(), v.integer()),
  /** The account's payee name once bound (every later card carries it); null before the first card. */
  payeeName: v.nullable(v.string()),
});
export type BankCards = v.InferOutput<typeof BankCards>;

export const bankCardKeys = {
  all: ['cashier', 'bank-cards'] as const,
  list: (token: string | null) => ['cashier', 'bank-cards', token] as const,
};

export function useBankCards({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: bankCardKeys.list(token),
    queryFn: () => api.get('/wps/security/bank-cards', { schema: BankCards }),
    enabled: enabled && token !== null,
  });
}
