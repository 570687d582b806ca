import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey } from '../../core/state';
import { gameByNodeId } from './extra-games';
import { rememberRecent } from '../../data/recent';
import { ofType, param, same } from './query';
import { gameView } from './view';
import type { Game } from '../../core/catalogue';
import type { State } from './state';

/** Favourites and recent games of the signed-in member (docs/api-contract.md "Favourites and recent games"). */

export const FAVOURITES_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 200;

/** The member's key in `state.favourites` / `state.recent`. */
const memberKey = (ctx: Ctx<State>): string => accountKey(requireSession(ctx).account.username);

function nodeIdOf(value: unknown): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '')
    throw invalid('nodeId is required');
  return String(value).trim();
}

/** The game behind a nodeId; `vendor`, when given, must be its vassalage (the platform checks the pair). */
function knownGame(ctx: Ctx<State>, nodeId: string, vendor: unknown): Game {
  const game = gameByNodeId(ctx, nodeId);
  if (!game) throw invalid(`no game with nodeId ${nodeId}`);
  if (vendor !== undefined && vendor !== null && vendor !== '') {
    if (typeof vendor !== 'string' || !same(vendor, game.vassalage))
      throw invalid(`game ${nodeId} is not a ${String(vendor)} game`);
  }
  return game;
}

/** The games of a stored nodeId list (newest first), of a type, as one page. */
function pageOf(ctx: Ctx<State>, ids: readonly string[], pageNo: number, pageSize: number) {
  const keep = ofType(param(ctx.query, 'gameType'), { wholeList: true });
  const games = ids.map((id) => gameByNodeId(ctx, id)).filter((g): g is Game => g !== undefined && keep(g));
  return paginate(games, pageNo, pageSize);
}

function favouriteIds(ctx: Ctx<State>): Response {
  return ok({ list: [...(ctx.state.favourites.get(memberKey(ctx)) ?? [])] });
}

function favouriteList(ctx: Ctx<State>): Response {
  const key = memberKey(ctx);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(ctx.query, 'pageSize', FAVOURITES_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const page = pageOf(ctx, ctx.state.favourites.get(key) ?? [], pageNo, pageSize);
  return ok({
    content: page.items.map(gameView),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  });
}

/** Adding a favourite twice keeps one entry where it was. */
async function addFavourite(ctx: Ctx<State>): Promise<Response> {
  const key = memberKey(ctx);
  const body = await jsonBody(ctx.request);
  const nodeId = nodeIdOf(body.nodeId);
  knownGame(ctx, nodeId, body.vendor);
  const list = ctx.state.favourites.get(key) ?? [];
  if (!list.includes(nodeId)) ctx.state.favourites.set(key, [nodeId, ...list]);
  return ok(null);
}

/** Removing a game that is not a favourite is not an error: the outcome is the same. */
function removeFavourite(ctx: Ctx<State>): Response {
  const key = memberKey(ctx);
  const nodeId = nodeIdOf(param(ctx.query, 'nodeId'));
  const vendor = param(ctx.query, 'vendor');
  const game = gameByNodeId(ctx, nodeId);
  if (game && vendor !== null && !same(vendor, game.vassalage)) throw invalid(`game ${nodeId} is not a ${vendor} game`);
  const list = ctx.state.favourites.get(key);
  if (list)
    ctx.state.favourites.set(
      key,
      list.filter((id) => id !== nodeId),
    );
  return ok(null);
}

/** The same bookkeeping as a launch (play feature): to the front, once, the newest 100 kept. */
function addRecent(ctx: Ctx<State>): Response {
  const key = memberKey(ctx);
  const nodeId = nodeIdOf(param(ctx.query, 'nodeId'));
  knownGame(ctx, nodeId, param(ctx.query, 'vendor'));
  rememberRecent(ctx.state, key, nodeId);
  return ok(null);
}

function recentList(ctx: Ctx<State>): Response {
  const key = memberKey(ctx);
  const pageNo = intParam(ctx.query, 'page', 1, 1, 1_000_000);
  const pageSize = intParam(ctx.query, 'pageSize', RECENT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const page = pageOf(ctx, ctx.state.recent.get(key) ?? [], pageNo, pageSize);
  return ok({ list: page.items.map(gameView), pageNum: page.pageNum, totalPages: page.totalPages, total: page.total });
}

export function registerMemberLists(router: Routes<State>): void {
  router
    .get('/wps/game/favourites/ids', favouriteIds)
    .get('/wps/game/favourites', favouriteList)
    .post('/wps/game/favourites', addFavourite)
    .delete('/wps/game/favourites', removeFavourite)
    .get('/wps/game/recent/add', addRecent)
    .get('/wps/game/recent', recentList);
}
