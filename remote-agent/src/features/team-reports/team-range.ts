import { rangePolicy } from '@mc/shared-kernel/records';

/** The team reports' periods: the platform answers at most 92 days at once. */
export const TEAM_RANGE_POLICY = rangePolicy({
  quickRanges: ['today', 'yesterday', 'last7', 'last30'],
  defaultRange: 'last7',
  maxDays: 92,
});
