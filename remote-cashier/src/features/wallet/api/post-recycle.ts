import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { Cents } from '../../../entities/money';
import { FUNDS_MODULE } from './wallet-keys';

export const RecycleResult = v.object({
  /** null when every vendor wallet was empty already. */
  transferNo: v.nullable(v.string()),
  recycled: Cents,
  centreBalance: Cents,
  sumBalance: Cents,
});
export type RecycleResult = v.InferOutput<typeof RecycleResult>;

/** Every vendor wallet back into the centre. The body is always `{}`: the key alone tells one tap from another. */
export const postRecycle = (_payload: Record<string, never>, idempotencyKey: string): Promise<RecycleResult> =>
  api.post('/wps/wallet/recycle', { module: FUNDS_MODULE, json: {}, idempotencyKey, schema: RecycleResult });
