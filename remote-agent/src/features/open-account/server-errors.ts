import { toApiError, type RuleFailure } from '@mc/shared-kernel';
import { rateRefusal } from '../../rebate-rates/rates';
import { rateField, type RateField } from './rates';

export type AccountField = 'username' | 'password' | 'confirmPassword';

export interface Refusal {
  /** The field the platform refused, with the message under it; null → `message` goes above the button. */
  field: AccountField | RateField | null;
  message: RuleFailure;
}

const NS = 'agent:openAccount.errors.';

const detail = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A refusal of "open account" or "create link" in the platform's words (docs/product.md, Open account): under the field it is about when
 * the code names one, otherwise one message for the whole form (network and server failures included).
 */
export function refusalOf(error: unknown): Refusal {
  const apiError = toApiError(error);
  const value = detail(apiError.value);
  if (apiError.kind === 'business') {
    const rate = rateRefusal(apiError.code, apiError.value);
    if (rate) return { field: rateField(rate.category), message: rate.failure };
    switch (apiError.code) {
      case 'user.exists':
        return { field: 'username', message: { key: `${NS}usernameTaken` } };
      case 'format.username':
        return { field: 'username', message: { key: `${NS}usernameFormat` } };
      case 'format.password':
        return { field: 'password', message: { key: `${NS}passwordFormat` } };
      case 'format.confirmPassword':
        return { field: 'confirmPassword', message: { key: 'agent:openAccount.confirmMismatch' } };
      case 'rebate.format':
        return { field: null, message: { key: 'agent:rates.errors.number' } };
      case 'agent.invalid':
        return { field: null, message: { key: `${NS}notAgent` } };
      case 'affiliate.link.limit':
        return {
          field: null,
          message: { key: `${NS}linkLimit`, params: { max: typeof value.max === 'number' ? value.max : 20 } },
        };
      case 'affiliate.link.not.found':
        return { field: null, message: { key: `${NS}linkGone` } };
      default:
        break;
    }
  }
  // No answer in time: the platform may have done it, so "try again" could open a second account or link.
  if (apiError.kind === 'timeout') return { field: null, message: { key: `${NS}unconfirmed` } };
  return { field: null, message: { key: `kernel:${apiError.messageKey}` } };
}
