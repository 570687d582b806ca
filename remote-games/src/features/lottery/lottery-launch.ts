import { DEFAULT_VENDOR, launchGameType, type PrizeMode } from '../../entities/prize-mode';
import type { LotteryGame } from './api/get-lottery-list';
import { LOTTO_MODE, type PlayType } from './play-types';

/** What the lottery screens hand to `useLaunchGame` (contracts.md "Launch"). */
export interface LotteryLaunch {
  nodeId?: string | null;
  gameId: string;
  gameCode: string;
  gameName: string;
  vassalage: string;
  gameType: 'LOTT' | 'ELOTT';
  /** The play type chosen, as the launch rule reads it (ent when it contains Entertainment). */
  lottoMode: 'Tradition' | 'Entertainment';
  /** The tab it was started from: TCG_LOTTO_VN launches with the current prize mode. */
  prizeMode: PrizeMode;
}

export function lotteryLaunch(game: LotteryGame, mode: PrizeMode, playType: PlayType): LotteryLaunch {
  const type = game.gameType?.toUpperCase();
  return {
    nodeId: game.nodeId ?? null,
    gameId: game.gameId,
    gameCode: game.code,
    gameName: game.gameName || game.code,
    vassalage: game.vassalage || DEFAULT_VENDOR[mode],
    gameType: type === 'LOTT' || type === 'ELOTT' ? type : launchGameType(mode),
    lottoMode: LOTTO_MODE[playType],
    prizeMode: mode,
  };
}
