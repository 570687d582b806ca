import type { StatusScheme } from '@mc/shared-kernel/records';

/** The betting record's filters: game categories and bet states as the platform names them. */
export const CATEGORIES = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export type CategoryFilter = (typeof CATEGORIES)[number];
export const STATUSES = ['ALL', 'SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type StatusFilter = (typeof STATUSES)[number];

/** Settled bets have their result, unsettled ones wait for it, cancelled ones had their stake given back. */
export const BET_STATUSES: StatusScheme = {
  namespace: 'member-records',
  tones: { SETTLED: 'success', UNSETTLED: 'pending', CANCELLED: 'neutral' },
  labelKey: (status) => `betting.statuses.${status}`,
};

export interface VendorChoice {
  vendor: string;
  name: string;
}

/**
 * The vendor filter applies within a category: with none chosen, or a vendor the category does not have
 * (an old link, a category changed), it reads as "all vendors". While the vendors load, the link's
 * choice is kept (`null` list).
 */
export function effectiveVendor(
  category: CategoryFilter,
  vendor: string | null,
  vendors: readonly VendorChoice[] | null,
): string | null {
  if (category === 'ALL' || !vendor) return null;
  const wanted = vendor.toUpperCase();
  if (vendors === null) return wanted;
  return vendors.some((v) => v.vendor === wanted) ? wanted : null;
}

/** Win, loss or even, from a signed decimal amount (payout − settled stake). */
export function winLossTone(amount: string): 'win' | 'loss' | 'even' {
  const text = amount.trim();
  if (/^-?0*(\.0*)?$/.test(text)) return 'even';
  return text.startsWith('-') ? 'loss' : 'win';
}

/**
 * A pick can be cancelled while the platform says so and, by this phone's clock, its draw has not
 * closed yet (the screen may have been open for a while); the platform checks again on cancel.
 */
export function canCancel(
  sub: { cancellable: boolean; status: string },
  drawCloseAt: number | null,
  now: number,
): boolean {
  return sub.cancellable && sub.status === 'UNSETTLED' && (drawCloseAt === null || drawCloseAt > now);
}

const REFUSALS = new Set(['cancelled', 'settled', 'closed', 'not-found']);

/** The message key for the platform's `order.not.cancellable` reason. */
export function refusalKey(value: unknown): string {
  const reason = typeof value === 'object' && value !== null ? (value as { reason?: unknown }).reason : undefined;
  return `betting.detail.refused.${typeof reason === 'string' && REFUSALS.has(reason) ? reason : 'other'}`;
}
