// A game as every list call returns it, a page of such games, and the game list call (/wps/game/list).
export { Game, pageFields, toGamePage, type GameItem, type GamePage } from './game-item';
export { gameListKeys, prefetchGameList, useGameList, type GameListFilter } from './game-list-query';
