import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

const MODULE = 'REWCEN3';
export const REWARDS_KEY = ['member', 'rewards'] as const;

const Reward = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  amount: MoneyAmount,
  status: v.string(),
  createdAt: v.number(),
  expiresAt: v.number(),
  claimedAt: v.nullable(v.number()),
});
export type Reward = v.InferOutput<typeof Reward>;
export const Available = v.object({ list: v.array(Reward) });
export const Page = recordPageSchema(Reward);

export const Claimed = v.object({ ...Reward.entries, sumBalance: MoneyAmount });
export type Claimed = v.InferOutput<typeof Claimed>;

export function useAvailableRewards(language: string) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: [...REWARDS_KEY, 'available', language, token],
    queryFn: ({ signal }) =>
      api.get('/wps/rewards', { module: MODULE, schema: Available, signal }).then((value) => value.list),
    enabled: token !== null,
  });
}

export function getRewardHistory(pageNo: number, signal: AbortSignal): Promise<RecordPage<Reward>> {
  return api.get('/wps/rewards/history', { module: MODULE, query: { pageNo, pageSize: 10 }, schema: Page, signal });
}

/** Money moves: sent with the submission's Idempotency-Key, so a repeat is answered, not paid twice. */
export function claimReward(id: number, idempotencyKey: string): Promise<Claimed> {
  return api.post('/wps/rewards/claim', { module: MODULE, json: { id }, idempotencyKey, schema: Claimed });
}
