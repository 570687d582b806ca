import type { Game } from '../../core/catalogue';

/** A game as the API shows it: the contract's fields plus gameClassify and isNew. */
export function gameView(game: Game): Record<string, unknown> {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    roomId: game.roomId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameName: game.gameName,
    iconUrl: game.iconUrl,
    mobileSmallIcon: game.mobileSmallIcon,
    supportPlay: game.supportPlay,
    gameCode: game.gameCode,
    lottoMode: game.lottoMode,
    minBet: game.minBet,
    gameClassify: game.gameClassify,
    isNew: game.isNew,
  };
}
