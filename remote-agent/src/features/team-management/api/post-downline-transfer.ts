import * as v from 'valibot';
import { api, toCents } from '@mc/shared-kernel';
import { AGENT_MODULE } from './get-downlines';

const Cents = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d{1,2})?$/),
  v.transform((amount) => toCents(amount)),
);

export interface DownlineTransferPayload {
  items: { username: string; amount: string }[];
  paymentPassword: string;
}

export const DownlineTransferResult = v.object({
  items: v.array(v.object({ username: v.string(), amount: Cents, transferNo: v.string(), balance: Cents })),
  total: Cents,
  centreBalance: Cents,
  sumBalance: Cents,
});
export type DownlineTransferResult = v.InferOutput<typeof DownlineTransferResult>;

/** All or nothing, exactly once under the submission's key. */
export const postDownlineTransfer = (
  payload: DownlineTransferPayload,
  idempotencyKey: string,
): Promise<DownlineTransferResult> =>
  api.post('/wps/agent/transfer/downlines', {
    module: AGENT_MODULE,
    json: payload,
    idempotencyKey,
    schema: DownlineTransferResult,
  });
