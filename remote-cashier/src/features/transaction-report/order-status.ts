import type { StatusScheme } from '@mc/shared-kernel';

/** The states of a deposit or withdrawal order, as its record shows them; any other state shows as "Other". */
export const ORDER_STATUSES: StatusScheme = {
  namespace: 'cashier',
  tones: {
    SUCCESS: 'success',
    PENDING: 'pending',
    REJECTED: 'failure',
  },
  labelKey: (status) => `status.${status}`,
};
