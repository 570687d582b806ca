// The one hot games query (/wps/game/hot): one key factory, one freshness, for every screen that shows hot games.
export { EVERY_TYPE, hotGamesKeys, useHotGames, type HotGamesParams } from './hot-games-query';
