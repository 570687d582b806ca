import * as v from 'valibot';
import { api, toCents } from '@mc/shared-kernel';

const Cents = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d{1,2})?$/),
  v.transform((amount) => toCents(amount)),
);
const Rank = v.pipe(v.number(), v.integer(), v.minValue(1));
const Time = v.pipe(v.number(), v.integer(), v.minValue(0));

export const Leaderboard = v.object({
  mission: v.object({ id: v.string(), title: v.string(), startsAt: Time, endsAt: Time, now: Time }),
  prizes: v.array(v.object({ fromRank: Rank, toRank: Rank, amount: Cents })),
  ranking: v.array(v.object({ rank: Rank, name: v.string(), score: Cents, me: v.boolean() })),
  me: v.object({ rank: v.nullable(Rank), score: Cents, toNextRank: v.nullable(Cents) }),
});
export type Leaderboard = v.InferOutput<typeof Leaderboard>;

export const leaderboardKey = (token: string | null) => ['member', 'leaderboard', token] as const;

export const getLeaderboard = (signal?: AbortSignal): Promise<Leaderboard> =>
  api.get('/wps/mission/leaderboard', { module: 'MISSION3', schema: Leaderboard, signal });
