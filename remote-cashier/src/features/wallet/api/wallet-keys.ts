/**
 * Every wallet query lives under `['wallet', …]`, as the header's total does, so invalidating `['wallet']`
 * after money moves refreshes the header, the member centre and this screen together. The session token is
 * part of each key: another login never sees the previous member's balances.
 */
export const walletKeys = {
  centre: (token: string | null) => ['wallet', 'centre', token] as const,
  vendors: (token: string | null) => ['wallet', 'vendors', token] as const,
  vendorBalance: (token: string | null, vendor: string) => ['wallet', 'vendor', token, vendor] as const,
  withdrawable: (token: string | null) => ['wallet', 'withdrawable', token] as const,
};

/** The platform's module tag for vendor wallets and transfers. */
export const FUNDS_MODULE = 'FUNDTRANS3';

/** The centre (main) wallet as the transfer calls name it. */
export const CENTRE = 'CENTRE';
