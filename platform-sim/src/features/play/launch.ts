import { invalid } from '../../core/errors';
import type { Catalogue, Game, Vendor } from '../../core/catalogue';

/** The platform's prize modes (Lott, ZY, Elott, SEA), compared case-insensitively. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
/** Lottery play types as the launch route sends them: Tradition and Entertainment. */
export const PLAY_TYPES = { trad: 'Tradition', ent: 'Entertainment' } as const;
export const LOBBY = 'lobby';

export interface LaunchRequest {
  vendor: Vendor;
  /** The game asked for; null for a vendor lobby opened without one. */
  game: Game | null;
  code: string;
  /** Every parameter as sent, for the ticket (category, playType, prizeMode, freePlay …). */
  params: Record<string, string>;
}

const LAUNCH_PARAMS = [
  'nodeId',
  'gameId',
  'vendor',
  'category',
  'code',
  'playType',
  'prizeMode',
  'freePlay',
  'roomId',
] as const;

/** Empty strings and the literal "null"/"undefined" a sloppy client may send count as absent. */
function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim();
  return !value || value === 'null' || value === 'undefined' ? null : value;
}

const same = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

function findGame(catalogue: Catalogue, vendor: Vendor, query: URLSearchParams, code: string): Game | null {
  const nodeId = param(query, 'nodeId');
  const gameId = param(query, 'gameId');
  if (nodeId !== null) {
    const game = catalogue.byNodeId.get(nodeId);
    if (!game) throw invalid('nodeId is not a game');
    if (!same(game.vassalage, vendor.vassalage)) throw invalid('the game does not belong to vendor');
    if (gameId !== null && gameId !== game.gameId) throw invalid('gameId does not match nodeId');
    return game;
  }
  const ofVendor = catalogue.games.filter((g) => same(g.vassalage, vendor.vassalage));
  if (gameId !== null) {
    const game = ofVendor.find((g) => g.gameId === gameId);
    if (!game) throw invalid('gameId is not a game of vendor');
    return game;
  }
  // A lottery can be launched by its code alone (the lottery lobby lists codes).
  if (code !== LOBBY) {
    const game = ofVendor.find((g) => g.gameCode === code);
    if (!game) throw invalid('code is not a game of vendor');
    return game;
  }
  return null;
}

/** Reads and checks a launch query (docs/api-contract.md "Launch rules"); anything wrong is request.invalid. */
export function parseLaunch(catalogue: Catalogue, query: URLSearchParams): LaunchRequest {
  const vendorCode = param(query, 'vendor');
  if (vendorCode === null) throw invalid('vendor is required');
  const vendor = catalogue.vendors.find((v) => same(v.vassalage, vendorCode));
  if (!vendor) throw invalid('vendor is unknown');
  const code = param(query, 'code') ?? LOBBY;
  const game = findGame(catalogue, vendor, query, code);
  if (game && code !== LOBBY && code !== game.gameCode) throw invalid('code does not match the game');

  const prizeMode = param(query, 'prizeMode');
  if (prizeMode !== null && !PRIZE_MODES.some((m) => same(m, prizeMode)))
    throw invalid('prizeMode must be Lott, ZY, Elott or SEA');
  const playType = param(query, 'playType');
  if (playType !== null) {
    if (playType !== 'trad' && playType !== 'ent') throw invalid('playType must be trad or ent');
    if (game?.lottoMode && !game.lottoMode.includes(PLAY_TYPES[playType]))
      throw invalid(`the game has no ${PLAY_TYPES[playType]} play`);
  }
  const freePlay = param(query, 'freePlay');
  if (freePlay !== null && !['0', '1', 'true', 'false'].includes(freePlay)) throw invalid('freePlay must be 0 or 1');

  const params: Record<string, string> = {};
  for (const name of LAUNCH_PARAMS) {
    const value = param(query, name);
    if (value !== null) params[name] = value;
  }
  return { vendor, game, code, params };
}
