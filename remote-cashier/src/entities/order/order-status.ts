import type { StatusScheme } from '@mc/shared-kernel/records';

/**
 * The states of a deposit or withdrawal order, as its record shows them: credited or paid out; still
 * to be paid or still with the platform; refused, not paid in time or called off. Any other state
 * shows as "Other".
 */
export const ORDER_STATUSES: StatusScheme = {
  namespace: 'cashier',
  tones: {
    SUCCESS: 'success',
    AWAITING_PAYMENT: 'pending',
    PENDING: 'pending',
    REJECTED: 'failure',
    EXPIRED: 'failure',
    CANCELLED: 'failure',
  },
  labelKey: (status) => `status.${status}`,
};
