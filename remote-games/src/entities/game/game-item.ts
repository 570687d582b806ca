import * as v from 'valibot';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()));

/** A game as every list call returns it. */
export const Game = v.pipe(
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
    // Not a documented item field, but the platform sends it with RNG games; the local filters use it when present.
    minBet: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  }),
  // The platform names a game and its icon in more than one field; settle it once here.
  v.transform((game) => ({
    ...game,
    name: game.gameName || game.nodeName || '',
    icon: game.iconUrl || game.showIcon || game.mobileSmallIcon || null,
  })),
);
export type GameItem = v.InferOutput<typeof Game>;

/** One page of any paged game list, whatever the call names its fields (games / content / list). */
export interface GamePage {
  items: GameItem[];
  pageNum: number;
  totalPages: number;
  /** Only some calls say how many games there are in all. */
  total?: number;
}

/** The paging fields every paged list call answers with, beside its array of games. */
export const pageFields = { pageNum: v.number(), totalPages: v.number(), total: v.optional(v.number()) };

export function toGamePage(
  items: GameItem[],
  page: { pageNum: number; totalPages: number; total?: number | undefined },
): GamePage {
  return {
    items,
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    ...(page.total === undefined ? {} : { total: page.total }),
  };
}
