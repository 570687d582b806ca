import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { Cents } from '../../../entities/money';
import { FUNDS_MODULE } from './wallet-keys';

export interface UplinePayload {
  amount: string;
  paymentPassword: string;
}

export const UplineResult = v.object({ transferNo: v.string(), centreBalance: Cents, sumBalance: Cents });
export type UplineResult = v.InferOutput<typeof UplineResult>;

export const postUplineTransfer = (payload: UplinePayload, idempotencyKey: string): Promise<UplineResult> =>
  api.post('/wps/wallet/transfer/upline', {
    module: FUNDS_MODULE,
    json: payload,
    idempotencyKey,
    schema: UplineResult,
  });
