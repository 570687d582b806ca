import * as v from 'valibot';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()));

/**
 * A game item of the API (spec section 3 "Game item") as the widgets read it: hot games and the games
 * behind winner rows. Same fields and settled `name` / `icon` as the game list's items.
 */
export const WidgetGame = v.pipe(
  v.object({
    nodeId: Id,
    gameId: v.optional(v.nullable(Id)),
    roomId: Text,
    gameType: Text,
    vassalage: v.string(),
    gameName: Text,
    nodeName: Text,
    iconUrl: Text,
    showIcon: Text,
    mobileSmallIcon: Text,
    supportPlay: v.optional(v.nullable(v.number())),
    gameCode: Text,
    lottoMode: Text,
  }),
  v.transform((game) => ({
    ...game,
    name: game.gameName || game.nodeName || '',
    icon: game.iconUrl || game.showIcon || game.mobileSmallIcon || null,
  })),
);
export type WidgetGame = v.InferOutput<typeof WidgetGame>;
