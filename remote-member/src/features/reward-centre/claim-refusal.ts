import { toApiError, type RuleFailure } from '@mc/shared-kernel';
import { PROMOTIONS_NS as NS } from '../../entities/claim';

/** Why a claim was refused, in the member's words; `stale` when the list no longer shows the truth. */
export function claimRefusal(error: unknown): { failure: RuleFailure; stale: boolean } {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case 'reward.claimed':
      return { failure: { key: `${NS}:rewards.errors.claimed` }, stale: true };
    case 'reward.expired':
      return { failure: { key: `${NS}:rewards.errors.expired` }, stale: true };
    case 'reward.not.found':
      return { failure: { key: `${NS}:rewards.errors.notFound` }, stale: true };
    default:
      return { failure: { key: `kernel:${apiError.messageKey}` }, stale: false };
  }
}
