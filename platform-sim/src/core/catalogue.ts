/*
 * The game catalogue's shape: every feature sees the catalogue (ctx.sim.catalogue); data/catalogue.ts builds
 * it from the seed.
 */

export const GAME_TYPES = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The minimum-bet options of the RNG filter drawer. */
export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** `VASSALAGE`: the vendor tile opens that vendor's game list; `GAME`: the tile launches the vendor's lobby. */
export type H5Type = 'VASSALAGE' | 'GAME';

export interface Vendor {
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameType: GameType;
  readonly h5Type: H5Type;
  readonly mobileLargeIcon: string;
}

export interface Game {
  readonly nodeId: string;
  readonly gameId: string;
  /** Live tables carry a room id; '' otherwise. */
  readonly roomId: string;
  readonly gameType: GameType;
  readonly vassalage: string;
  readonly gameName: string;
  readonly iconUrl: string;
  readonly mobileSmallIcon: string;
  /** 1 when demo (free) play is supported. */
  readonly supportPlay: 0 | 1;
  readonly gameCode: string;
  /** "Tradition", "Entertainment" or "Tradition,Entertainment" for lottery games; null otherwise. */
  readonly lottoMode: string | null;
  readonly minBet: string;
  readonly gameClassify: string;
  readonly isNew: boolean;
  readonly hot: boolean;
}

export interface Classify {
  readonly key: string;
  readonly displayName: string;
}

export interface Catalogue {
  readonly games: readonly Game[];
  readonly byNodeId: ReadonlyMap<string, Game>;
  readonly vendors: readonly Vendor[];
  vendorsOf(gameType: string): Vendor[];
  classifiesOf(gameType: string, vassalage?: string): Classify[];
}
