/** The two kinds of cashier order, each with its own record (report) screen. */
export type OrderKind = 'withdraw' | 'deposit';

/**
 * The record kit's keys of the order reports (`['cashier', 'report', kind, params, token]`): a screen that
 * changed an order (placed a withdrawal, a deposit's state moved) invalidates its report through these.
 */
export const orderReportKeys = {
  all: ['cashier', 'report'] as const,
  of: (kind: OrderKind) => ['cashier', 'report', kind] as const,
};
