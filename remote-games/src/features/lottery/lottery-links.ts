import type { PrizeMode } from './prize-modes';

/** Where the lottery screens link to; the prize mode always travels so the next screen asks the right list. */
export const lotteryHref = (mode: PrizeMode): string =>
  `/m/lottery?${new URLSearchParams({ prizeMode: mode }).toString()}`;

export function moreLotteryHref(mode: PrizeMode, groupId?: string): string {
  const query = new URLSearchParams({ prizeMode: mode });
  if (groupId !== undefined) query.set('group', groupId);
  return `/m/moreLottery?${query.toString()}`;
}

export const startLotteryHref = (code: string, mode: PrizeMode): string =>
  `/m/startLottery?${new URLSearchParams({ code, prizeMode: mode }).toString()}`;
