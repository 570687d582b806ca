import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { formatCents, scaledDecimal } from '../../core/money';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { registerCategories } from './categories';
import { allGames, extraRngCount, MAX_EXTRA_RNG, setExtraRng } from './extra-games';
import { registerMemberLists } from './member-lists';
import { ofType, param, same } from './query';
import { gameView } from './view';
import type { Game, Vendor } from '../../core/catalogue';
import type { State } from './state';

export const DEFAULT_PAGE_SIZE = 26;
export const MAX_PAGE_SIZE = 200;

/** Games of a type; HOT is the cross-category hot selection; no type = every game; unknown = none. */
function gamesOfType(ctx: Ctx<State>, gameType: string | null): readonly Game[] {
  const games = allGames(ctx);
  return gameType === null ? games : games.filter(ofType(gameType));
}

function gameList(ctx: Ctx<State>): Response {
  const q = ctx.query;
  const pageNo = intParam(q, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(q, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const vassalage = param(q, 'vassalage');
  const name = param(q, 'gameName')?.toLowerCase() ?? null;
  const classify = param(q, 'gameClassify');
  const isNew = param(q, 'isNew');
  if (isNew !== null && isNew !== '1' && isNew !== '0') throw invalid('isNew must be 1 or absent');
  const minBetText = param(q, 'minBet');
  const minBet = minBetText === null || same(minBetText, 'ALL') ? null : scaledDecimal(minBetText, 4);
  if (minBetText !== null && !same(minBetText, 'ALL') && minBet === null) throw invalid('minBet must be a decimal');

  const games = gamesOfType(ctx, param(q, 'gameType')).filter(
    (g) =>
      (vassalage === null || same(g.vassalage, vassalage)) &&
      (name === null || g.gameName.toLowerCase().includes(name)) &&
      (classify === null || same(g.gameClassify, classify)) &&
      (isNew !== '1' || g.isNew) &&
      (minBet === null || scaledDecimal(g.minBet, 4) === minBet),
  );
  const page = paginate(games, pageNo, pageSize);
  return ok({ games: page.items.map(gameView), pageNum: page.pageNum, totalPages: page.totalPages, total: page.total });
}

function vendorView(v: Vendor): Record<string, unknown> {
  return { vassalage: v.vassalage, displayName: v.displayName, mobileLargeIcon: v.mobileLargeIcon, h5Type: v.h5Type };
}

function vassalage(ctx: Ctx<State>): Response {
  const gameType = param(ctx.query, 'gameType');
  if (gameType === null) throw invalid('gameType is required');
  const { catalogue } = ctx.sim;
  if (same(gameType, 'HOT')) {
    const codes = new Set(catalogue.games.filter((g) => g.hot).map((g) => g.vassalage));
    const seen = new Set<string>();
    const vendors = catalogue.vendors.filter(
      (v) => codes.has(v.vassalage) && !seen.has(v.vassalage) && seen.add(v.vassalage),
    );
    return ok({ vendors: vendors.map(vendorView), gameClassify: [] });
  }
  const type = gameType.toUpperCase();
  return ok({
    vendors: catalogue.vendorsOf(type).map(vendorView),
    gameClassify: catalogue.classifiesOf(type, param(ctx.query, 'vassalage') ?? undefined),
  });
}

function hotGames(ctx: Ctx<State>): Response {
  const gameType = param(ctx.query, 'gameType');
  const games = ctx.sim.catalogue.games.filter(
    (g) => g.hot && (gameType === null || same(gameType, 'HOT') || same(g.gameType, gameType)),
  );
  return ok({ list: games.map(gameView) });
}

function hotMatches(ctx: Ctx<State>): Response {
  return ok({ list: ctx.state.hotMatches.map((m) => ({ ...m })) });
}

interface LotteryGroupPlan {
  readonly vassalage: string;
  readonly displayName: string;
  readonly gameGroupId: number;
  /** Narrows the vendor's games to this group; every game of the vendor when absent. */
  readonly pick?: (game: Game) => boolean;
}

/** Fast draws and the national Vietlott/Max 3D games, as opposed to the provincial draws. */
const vnQuick = (g: Game): boolean => /fast|vietlott|max 3d/i.test(g.gameName);

/**
 * Groups per prize mode (Lott, ZY, Elott, SEA). ZY offers the VN lottery again in its own
 * prize mode, split into quick and regional draws; the same game (code) can therefore sit in two modes.
 */
const PRIZE_MODES: Record<string, readonly LotteryGroupPlan[]> = {
  LOTT: [
    { vassalage: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameGroupId: 11 },
    { vassalage: 'LOTT', displayName: 'Lottery', gameGroupId: 12 },
  ],
  ZY: [
    { vassalage: 'TCG_LOTTO_VN', displayName: 'ZY Quick Draws', gameGroupId: 41, pick: vnQuick },
    { vassalage: 'TCG_LOTTO_VN', displayName: 'ZY Regional Draws', gameGroupId: 42, pick: (g) => !vnQuick(g) },
  ],
  ELOTT: [{ vassalage: 'ELOTT', displayName: 'E-Lottery', gameGroupId: 21 }],
  SEA: [{ vassalage: 'TCG_SEA', displayName: 'SEA Lottery', gameGroupId: 31 }],
};
const REMARKS = [
  'Draw every 1 minute',
  'Draw every 3 minutes',
  'Draw every 5 minutes',
  'Daily draw at 18:30',
  'Draws Mon–Sat 16:30',
];

/**
 * Lottery groups for a prize mode (Lott, ZY, Elott, SEA, any case; absent = all). Besides the platform's game
 * fields the sim adds nodeId, vassalage, gameType and lottoMode, which the launch call needs.
 */
function lotteryList(ctx: Ctx<State>): Response {
  const mode = param(ctx.query, 'prizeMode')?.toUpperCase() ?? null;
  if (mode !== null && !(mode in PRIZE_MODES)) throw invalid('prizeMode must be Lott, ZY, Elott or SEA');
  const groups = (mode === null ? Object.values(PRIZE_MODES).flat() : (PRIZE_MODES[mode] ?? [])).map((group) => ({
    displayName: group.displayName,
    gameGroupId: group.gameGroupId,
    games: ctx.sim.catalogue.games
      .filter((g) => g.vassalage === group.vassalage && (group.pick?.(g) ?? true))
      .map((g, i) => ({
        gameId: g.gameId,
        code: g.gameCode,
        gameName: g.gameName,
        mobileIconUrl: g.iconUrl,
        remark: REMARKS[i % REMARKS.length],
        entPlaySwitch: (g.lottoMode ?? '').includes('Entertainment'),
        tradPlaySwitch: (g.lottoMode ?? '').includes('Tradition'),
        mUi: 'default',
        css: `lott-${(i % 6) + 1}`,
        nodeId: g.nodeId,
        vassalage: g.vassalage,
        gameType: g.gameType,
        lottoMode: g.lottoMode,
      })),
  }));
  return ok({ groups });
}

/** Winner board. Query (or a JSON body on POST): gameCategory (ALL or a game type), language, limitNum. */
async function rankList(ctx: Ctx<State>): Promise<Response> {
  const params = new URLSearchParams(ctx.query);
  if (ctx.method === 'POST') {
    for (const [key, value] of Object.entries(await jsonBody(ctx.request))) {
      if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
    }
  }
  const category = param(params, 'gameCategory') ?? 'ALL';
  const limit = intParam(params, 'limitNum', 20, 1, 100);
  const { byNodeId } = ctx.sim.catalogue;
  const list = ctx.state.winners
    .map((w) => ({ w, game: byNodeId.get(w.nodeId) }))
    .filter(({ game }) => game && (same(category, 'ALL') || same(game.gameType, category)))
    .slice(0, limit)
    .map(({ w, game }) => ({
      vo: {
        customerName: w.customerName,
        winAmount: formatCents(w.winAmount),
        ...(game ? gameView(game) : {}),
      },
    }));
  return ok({ list });
}

function catalogueSize(ctx: Ctx<State>): Response {
  return ok({ games: allGames(ctx).length, extraRng: extraRngCount(ctx.state) });
}

/** Admin: `{ extraRng: n }` adds n generated slots to RNG (0 removes them) for long-list benchmarks. */
async function setCatalogueSize(ctx: Ctx<State>): Promise<Response> {
  const { extraRng } = await jsonBody(ctx.request);
  if (typeof extraRng !== 'number' || !Number.isInteger(extraRng) || extraRng < 0 || extraRng > MAX_EXTRA_RNG) {
    throw invalid(`extraRng must be an integer from 0 to ${MAX_EXTRA_RNG}`);
  }
  setExtraRng(ctx.state, ctx.sim.catalogue, extraRng);
  return catalogueSize(ctx);
}

export function registerGames(router: Routes<State>): void {
  router
    .get('/wps/game/list', gameList)
    .get('/wps/game/vassalage', vassalage)
    .get('/wps/game/hot', hotGames)
    .get('/wps/game/hotMatches', hotMatches)
    .get('/wps/game/lottery/list', lotteryList)
    .get('/wps/relay/GCSGAME_getRankList', rankList)
    .post('/wps/relay/GCSGAME_getRankList', rankList)
    .get('/__sim/catalogue', catalogueSize)
    .post('/__sim/catalogue', setCatalogueSize);
  registerMemberLists(router);
  registerCategories(router);
}
