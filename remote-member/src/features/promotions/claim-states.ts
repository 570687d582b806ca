import type { StatusScheme } from '@mc/shared-kernel/records';

export const NS = 'member-promotions';

/**
 * The platform's claim states of a member on a promotion, and of a reward (Available, Claimed, Close),
 * with their tones for the kernel's status label. An unknown state still shows, as "Other".
 */
export const CLAIM_STATES: StatusScheme = {
  namespace: NS,
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

/** The promotion's own period: signed (the member takes part and it is open), closed, coming, or open. */
export const PHASES: StatusScheme = {
  namespace: NS,
  tones: { signed: 'success', ongoing: 'success', coming: 'pending', closed: 'neutral' },
  labelKey: (phase) => `phase.${phase}`,
};

/** The period badge of a promotion: an open one the member already takes part in reads "signed". */
export function phaseBadge(promotion: { phase: string; claimState: string | null }): string {
  if (promotion.phase === 'ongoing' && promotion.claimState !== null && promotion.claimState !== 'Rejected')
    return 'signed';
  return promotion.phase;
}
