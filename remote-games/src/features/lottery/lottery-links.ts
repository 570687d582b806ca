import type { PrizeMode } from '../../entities/prize-mode';

/**
 * Where the lottery screens link to; the prize mode always travels so the next screen asks the right list
 * (the lobby's own tab address, `lotteryHref`, is the prize-mode entity's: the lobbies link to it too).
 */
export function moreLotteryHref(mode: PrizeMode, groupId?: string): string {
  const query = new URLSearchParams({ prizeMode: mode });
  if (groupId !== undefined) query.set('group', groupId);
  return `/m/moreLottery?${query.toString()}`;
}

export const startLotteryHref = (code: string, mode: PrizeMode): string =>
  `/m/startLottery?${new URLSearchParams({ code, prizeMode: mode }).toString()}`;
