import * as v from 'valibot';
import { api, toCents } from '@mc/shared-kernel';

const Cents = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d{1,2})?$/),
  v.transform((amount) => toCents(amount)),
);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const Level = v.object({
  level: Count,
  name: v.string(),
  requirements: v.object({ deposit: Cents, validBet: Cents }),
  rebates: v.array(v.object({ category: v.string(), rate: v.pipe(v.string(), v.regex(/^\d{1,3}\.\d{2}$/)) })),
  upgradeBonus: Cents,
  birthdayBonus: Cents,
  withdrawLimit: v.object({ daily: Cents, times: Count }),
});
export type ClubLevel = v.InferOutput<typeof Level>;

/** progress stays loose here: what it means (and what a bad one shows) is vipPercent's rule. */
export const Club = v.object({
  current: v.nullable(
    v.object({ level: v.number(), labelName: v.string(), progress: v.optional(v.nullable(v.unknown())) }),
  ),
  levels: v.array(Level),
});
export type Club = v.InferOutput<typeof Club>;

export const clubKey = (token: string | null) => ['member', 'club', token] as const;

export const getClub = (signal?: AbortSignal): Promise<Club> =>
  api.get('/wps/member/club', { module: 'MEMCLUB3', schema: Club, signal });
