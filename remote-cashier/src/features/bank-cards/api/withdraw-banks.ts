import { useState } from 'react';
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, LocalKeys, readJson, safeStorage, useSession } from '@mc/shared-kernel';

const WithdrawBank = v.object({
  code: v.string(),
  name: v.string(),
  accountMin: v.pipe(v.number(), v.integer(), v.minValue(1)),
  accountMax: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type WithdrawBank = v.InferOutput<typeof WithdrawBank>;

export const WithdrawBanks = v.object({ banks: v.array(WithdrawBank) });

const Cached = v.object({ savedAt: v.number(), banks: v.array(WithdrawBank) });

/** The list changes rarely: a cached one is shown at once and read again in the background after an hour. */
export const BANK_LIST_FRESH_MS = 60 * 60_000;

/** The cached list (local storage, `LocalKeys.bankList`: the kernel's sign-out removes it), if it is readable. */
export function readCachedBanks(): v.InferOutput<typeof Cached> | null {
  const parsed = v.safeParse(Cached, readJson<unknown>(safeStorage('local'), LocalKeys.bankList));
  return parsed.success ? parsed.output : null;
}

function cacheBanks(banks: WithdrawBank[]): void {
  try {
    safeStorage('local')?.setItem(LocalKeys.bankList, JSON.stringify({ savedAt: Date.now(), banks }));
  } catch {
    // A full or blocked storage only costs a call next time.
  }
}

/** Forgets the cached list (the platform refused a bank it no longer has). */
export function dropCachedBanks(): void {
  try {
    safeStorage('local')?.removeItem(LocalKeys.bankList);
  } catch {
    // Nothing cached.
  }
}

export async function fetchWithdrawBanks(): Promise<WithdrawBank[]> {
  const { banks } = await api.get('/wps/withdraw/banks', { schema: WithdrawBanks });
  cacheBanks(banks);
  return banks;
}

/** Keyed by the session like the local copy: another login starts from the platform's list again. */
export const withdrawBankKeys = { list: (token: string | null) => ['cashier', 'withdraw-banks', token] as const };

/** The banks a card can be bound to, in the platform's order: the cached copy at once, the platform's when stale. */
export function useWithdrawBanks() {
  const token = useSession((s) => s.info?.token ?? null);
  const [cached] = useState(readCachedBanks);
  return useQuery({
    queryKey: withdrawBankKeys.list(token),
    queryFn: fetchWithdrawBanks,
    enabled: token !== null,
    initialData: cached?.banks,
    initialDataUpdatedAt: cached?.savedAt,
    staleTime: BANK_LIST_FRESH_MS,
  });
}
