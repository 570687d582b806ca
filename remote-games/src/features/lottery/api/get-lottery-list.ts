import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import type { PrizeMode } from '../../../entities/prize-mode';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()));

/** Play switches arrive as booleans from the sim; a platform may send 1/0 or "1"/"0" instead. */
const Switch = v.pipe(
  v.nullable(v.union([v.boolean(), v.number(), v.string()])),
  v.transform(
    (value) =>
      value === true ||
      value === 1 ||
      (typeof value === 'string' && ['1', 'true', 'y', 'on'].includes(value.trim().toLowerCase())),
  ),
);

// Output is valid input again: the e-lottery list is cached as parsed and parsed again when read back.
const LotteryGame = v.object({
  gameId: Id,
  code: v.pipe(v.string(), v.minLength(1)),
  /** Not among the platform's documented fields; the code stands in for a name the platform leaves out. */
  gameName: Text,
  mobileIconUrl: Text,
  remark: Text,
  entPlaySwitch: v.optional(Switch, false),
  tradPlaySwitch: v.optional(Switch, false),
  mUi: Text,
  css: Text,
  // What a launch needs; the sim sends them, the prize mode stands in when a platform does not.
  nodeId: v.optional(v.nullable(Id)),
  vassalage: Text,
  gameType: Text,
  lottoMode: Text,
});
export type LotteryGame = v.InferOutput<typeof LotteryGame>;

const LotteryGroup = v.object({
  displayName: v.string(),
  gameGroupId: Id,
  games: v.optional(v.array(LotteryGame), []),
});
export type LotteryGroup = v.InferOutput<typeof LotteryGroup>;

export const LotteryGroups = v.array(LotteryGroup);

export const LotteryList = v.object({ groups: LotteryGroups });

/** GET /wps/game/lottery/list?prizeMode=. */
export async function fetchLotteryGroups(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryGroup[]> {
  const value = await api.get('/wps/game/lottery/list', { query: { prizeMode }, schema: LotteryList, signal });
  return value.groups;
}

export const lotteryKey = (prizeMode: PrizeMode) => ['games', 'lottery', prizeMode] as const;

/** Lottery groups change rarely; a minute keeps tab switches from asking again and again. */
export const LOTTERY_STALE_MS = 60_000;

export const gameLabel = (game: LotteryGame): string => game.gameName || game.code;
