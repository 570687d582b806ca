import { HOME_PATH, LOBBY_CODE, launchPath, type PlayType } from './launch-query';

/** Where a launch starts: a game of a list (tile, widget, winner row) or a vendor tile. */
export type LaunchSource = 'list' | 'vendor';

/**
 * What the launch rules read of a game: a game item of the API or a vendor
 * tile (vassalage and gameType, maybe its mapping's h5Type).
 */
export interface LaunchableGame {
  vassalage: string;
  gameType?: string | null;
  nodeId?: string | number | null;
  gameId?: string | number | null;
  gameCode?: string | null;
  lottoMode?: string | null;
  supportPlay?: number | null;
  /** A live table or a hot match; passed on to the platform with the launch. */
  roomId?: string | null;
  /** A vendor tile may carry the vendor mapping's H5 type; otherwise the rules look it up. */
  h5Type?: string | null;
  /**
   * The prize mode the player is in when the caller knows it (a lottery lobby tab). TCG_LOTTO_VN launches
   * "with the current prize mode": this one when given, else the mapping rule's.
   */
  prizeMode?: string | null;
}

/** A vendor of the vendor mapping, as far as the rules care. */
export interface MappingVendor {
  vassalage: string;
  h5Type?: string | null;
}

/** Prize modes. */
export const PRIZE_MODE = { lott: 'Lott', elott: 'Elott', sea: 'SEA' } as const;

/** Vendors with their own launch rule. */
export const VENDOR = { lottoVn: 'TCG_LOTTO_VN', sea: 'TCG_SEA', lott: 'LOTT', elott: 'ELOTT' } as const;
export const VASSALAGE_H5 = 'VASSALAGE';

const isLottery = (vassalage: string): boolean => vassalage === VENDOR.lott || vassalage === VENDOR.elott;
const isTcg = (vassalage: string): boolean => vassalage === VENDOR.lottoVn || vassalage === VENDOR.sea;

/**
 * The elott mode when the vendor mapping has ELOTT for TCG_LOTTO_VN or LOTT, else the
 * lott mode. An ELOTT game is e-lottery by definition, and TCG_SEA always plays the SEA mode.
 */
export function prizeModeFor(vassalage: string, vendors: readonly MappingVendor[] | null): string {
  if (vassalage === VENDOR.sea) return PRIZE_MODE.sea;
  if (vassalage === VENDOR.elott) return PRIZE_MODE.elott;
  const hasElott = vendors?.some((v) => v.vassalage === VENDOR.elott) ?? false;
  return hasElott ? PRIZE_MODE.elott : PRIZE_MODE.lott;
}

/** Traditional play unless the game's lotto mode contains Entertainment. */
export const playTypeFor = (lottoMode: string | null | undefined): PlayType =>
  lottoMode?.includes('Entertainment') ? 'ent' : 'trad';

/**
 * Free play is supported when the server flag is 0 in list launches and 1 in vendor
 * launches. A trial account has nothing but free play, so its launches always ask for it.
 */
export function freePlayFor(game: LaunchableGame, source: LaunchSource, trial: boolean): boolean {
  if (trial) return true;
  return game.supportPlay === (source === 'list' ? 0 : 1);
}

/** The vendor mapping's H5 type of the game's vendor, when the game does not carry it. */
const h5TypeOf = (game: LaunchableGame, vendors: readonly MappingVendor[] | null): string | null =>
  game.h5Type ?? vendors?.find((v) => v.vassalage === game.vassalage)?.h5Type ?? null;

/** Whether the rules need the vendor mapping of the game's type before they can decide. */
export function needsVendorMapping(game: LaunchableGame, source: LaunchSource): boolean {
  if (game.vassalage === VENDOR.lottoVn) return !game.prizeMode;
  if (game.vassalage === VENDOR.lott) return true;
  if (isTcg(game.vassalage) || isLottery(game.vassalage)) return false;
  return source === 'vendor' && !game.h5Type;
}

/** The category whose vendor mapping the rules read (TCG_LOTTO_VN and LOTT sit in LOTT). */
export const mappingTypeFor = (game: LaunchableGame): string | null =>
  game.gameType || (game.vassalage === VENDOR.lottoVn || game.vassalage === VENDOR.lott ? VENDOR.lott : null);

export interface LaunchContext {
  loggedIn: boolean;
  trial: boolean;
  /** The current path and query: login comes back here, the game's back button too. */
  from: string;
  source: LaunchSource;
  /** Vendors of the game type's mapping, when `needsVendorMapping` said so (null otherwise or unknown). */
  vendors: readonly MappingVendor[] | null;
}

export interface LaunchDestination {
  to: string;
  state?: { from: string };
}

const id = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Where a tapped game goes, every branch in order (docs/product.md, Games and lottery). */
export function launchDestination(game: LaunchableGame, context: LaunchContext): LaunchDestination {
  const from = context.from || HOME_PATH;
  if (!context.loggedIn) return { to: '/m/login', state: { from } };

  const common = {
    vendor: game.vassalage,
    category: game.gameType ?? null,
    nodeId: id(game.nodeId),
    gameId: id(game.gameId),
    roomId: game.roomId || null,
    pageBack: from,
  };
  // The third-party lotteries open their lottery lobby, in the current prize mode or the SEA mode.
  if (isTcg(game.vassalage)) {
    const current =
      game.vassalage === VENDOR.lottoVn && game.prizeMode
        ? game.prizeMode
        : prizeModeFor(game.vassalage, context.vendors);
    return { to: launchPath({ ...common, code: LOBBY_CODE, prizeMode: current }) };
  }
  if (isLottery(game.vassalage)) {
    return {
      to: launchPath({
        ...common,
        code: game.gameCode || LOBBY_CODE,
        prizeMode: prizeModeFor(game.vassalage, context.vendors),
        playType: playTypeFor(game.lottoMode),
      }),
    };
  }
  if (context.source === 'vendor' && h5TypeOf(game, context.vendors) === VASSALAGE_H5) {
    const search = new URLSearchParams();
    if (game.gameType) search.set('gameType', game.gameType);
    search.set('vassalage', game.vassalage);
    return { to: `/m/gameList?${search.toString()}` };
  }
  return {
    to: launchPath({
      ...common,
      code: game.gameCode || LOBBY_CODE,
      freePlay: freePlayFor(game, context.source, context.trial),
    }),
  };
}
