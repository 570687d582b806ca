import { walletKeys } from '../../../entities/centre-wallet';

/**
 * The vendors' wallets live under `walletKeys.all` (`['wallet', …]`) beside the centre wallet and the
 * header's total, so one invalidation after money moves refreshes every balance on the page. The session
 * token is part of each key: another login never sees the previous member's balances.
 */
export const vendorWalletKeys = {
  vendors: (token: string | null) => [...walletKeys.all, 'vendors', token] as const,
  vendorBalance: (token: string | null, vendor: string) => [...walletKeys.all, 'vendor', token, vendor] as const,
};

/** The platform's module tag for vendor wallets and transfers. */
export const FUNDS_MODULE = 'FUNDTRANS3';

/** The centre (main) wallet as the transfer calls name it. */
export const CENTRE = 'CENTRE';
