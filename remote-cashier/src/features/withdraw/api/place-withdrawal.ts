import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { SignedCents as Cents } from '../../../entities/money';

export interface WithdrawalRequest {
  /** "1000.00": the amount as the platform reads it. */
  amount: string;
  cardId: string;
  paymentPassword: string;
}

export const WithdrawalResult = v.object({
  orderNo: v.string(),
  status: v.string(),
  amount: Cents,
  fee: Cents,
  sumBalance: Cents,
});
export type WithdrawalResult = v.InferOutput<typeof WithdrawalResult>;

/** The withdrawal itself: the amount is held at once; one per Idempotency-Key. */
export const placeWithdrawal = (request: WithdrawalRequest, idempotencyKey: string) =>
  api.post('/wps/transaction/withdraw', { json: request, idempotencyKey, schema: WithdrawalResult });
