import { Game, type GameItem } from '../../game-list/api/game-item';

/**
 * A game item of the API as the widgets read it: hot games and the games
 * behind winner rows. The one schema of the game list, so names and icons settle the same way everywhere.
 */
export const WidgetGame = Game;
export type WidgetGame = GameItem;
