import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { Cents } from '../money';

export const CentreWallet = v.object({ centreBalance: Cents });
export type CentreWallet = v.InferOutput<typeof CentreWallet>;

/**
 * Every balance query lives under `['wallet', …]`, as the header's total does (the kernel's
 * `memberKeys.balance`), so invalidating `walletKeys.all` after money moves refreshes the header, the member
 * centre and the cashier's screens together; the sign-out removes them all. The session token is part of
 * each key: another login never sees the previous member's balances. The centre wallet is read under
 * `walletKeys.centre` by every screen that shows it (the wallet, the withdraw screen).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  centre: (token: string | null) => ['wallet', 'centre', token] as const,
};

/** Balances move outside the cashier (a game launched with auto transfer, a spin): read them afresh on each visit. */
export const CENTRE_WALLET_STALE_MS = 0;

export const getCentreWallet = (signal?: AbortSignal): Promise<CentreWallet> =>
  api.get('/wps/wallet/merchant', { schema: CentreWallet, signal });

/**
 * The centre (main) wallet: the one money is withdrawn from and transferred through, or a screen's view of
 * it (`select`, a stable function). `refetchOnWindowFocus` for a screen whose figures must follow a game
 * played in another tab.
 */
export function useCentreWallet<View = CentreWallet>({
  enabled = true,
  select,
  refetchOnWindowFocus = false,
}: { enabled?: boolean; select?: (wallet: CentreWallet) => View; refetchOnWindowFocus?: boolean } = {}) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: walletKeys.centre(token),
    queryFn: ({ signal }) => getCentreWallet(signal),
    select,
    enabled: enabled && token !== null,
    staleTime: CENTRE_WALLET_STALE_MS,
    refetchOnWindowFocus,
  });
}
