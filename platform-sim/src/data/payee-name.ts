import { formatFailure, SimError } from '../core/errors';
import type { Account } from '../core/state';
import { DISPLAY_NAME_CHARS } from './register';
import { charactersProblem } from './register-rules';

const PAYEE_MAX = 50;
const PAYEE_CHARS = new RegExp(DISPLAY_NAME_CHARS, 'u');

/**
 * The one place the account's payee name is checked and bound (bank cards and the security centre):
 * once bound it never changes — `payee.bound` when a different one is sent — since withdrawals only go
 * to bank accounts in that name. `format.payeeName` (required, length ≤ 50, pattern) otherwise.
 */
export function bindPayeeName(account: Account, given: string | undefined): string {
  const bound = account.cashier.payeeName;
  const name = given?.trim();
  if (bound !== null) {
    if (name !== undefined && name !== '' && name !== bound) throw new SimError('payee.bound');
    return bound;
  }
  if (name === undefined || name === '') throw formatFailure('payeeName', 'required');
  if ([...name].length > PAYEE_MAX) throw formatFailure('payeeName', 'length');
  if (!PAYEE_CHARS.test(name) || charactersProblem('payeeName', name)) throw formatFailure('payeeName', 'pattern');
  return name;
}
