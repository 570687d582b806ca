import type { StatusScheme } from '@mc/shared-kernel/records';
import { PROMOTIONS_NS } from '../../entities/claim';

/** The promotions' texts: the namespace the claim states are labelled in. */
export const NS = PROMOTIONS_NS;

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
