import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { Cents } from '../../../entities/money';
import { FUNDS_MODULE } from './wallet-keys';

/** `from` and `to`: exactly one is `CENTRE`, the other a vendor with a wallet of its own. */
export interface TransferPayload {
  from: string;
  to: string;
  /** A plain decimal string with two places ("200.25"). */
  amount: string;
}

export const TransferResult = v.object({
  transferNo: v.string(),
  centreBalance: Cents,
  vendor: v.string(),
  vendorBalance: Cents,
  sumBalance: Cents,
});
export type TransferResult = v.InferOutput<typeof TransferResult>;

export const postTransfer = (payload: TransferPayload, idempotencyKey: string): Promise<TransferResult> =>
  api.post('/wps/wallet/transfer', { module: FUNDS_MODULE, json: payload, idempotencyKey, schema: TransferResult });
