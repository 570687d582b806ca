import { api } from '@mc/shared-kernel';
import { BankCardSchema } from './bank-cards';

export interface BindCardRequest {
  bankCode: string;
  accountNo: string;
  /** Only while no payee name is bound: once bound it is the account's, and leaving it out means that one. */
  payeeName?: string;
}

/** Binds a card, once per Idempotency-Key (a double tap or a lost answer never binds twice). */
export const bindCard = (request: BindCardRequest, idempotencyKey: string) =>
  api.post('/wps/security/bank-cards', { json: request, idempotencyKey, schema: BankCardSchema });
