import type { StatusScheme } from '@mc/shared-kernel/records';

/** The texts of promotions and rewards, the claim states' labels (`claim.<state>`) among them. */
export const PROMOTIONS_NS = 'member-promotions';

/**
 * The platform's claim states of a member on a promotion, and of a reward (Available, Claimed, Close),
 * with their tones for the kernel's status label. An unknown state still shows, as "Other".
 */
export const CLAIM_STATES: StatusScheme = {
  namespace: PROMOTIONS_NS,
  tones: {
    Applying: 'pending',
    Process: 'pending',
    Joined: 'success',
    Issued: 'success',
    Claimed: 'success',
    Available: 'success',
    Rejected: 'failure',
    Close: 'neutral',
  },
  labelKey: (state) => `claim.${state}`,
};
