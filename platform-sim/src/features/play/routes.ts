import { randomBytes } from 'node:crypto';
import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { addTurnover, hasWallet, walletBalance } from '../../core/ledger';
import { recordSettledBet } from '../../core/bet-orders';
import type { Routes } from '../../core/router';
import { accountKey, CENTRE, type Account } from '../../core/state';
import { langOf } from '../../core/html';
import { GAME_PAGE_CSP, renderGamePage, renderMissingPage } from './game-page';
import { LOBBY, parseLaunch } from './launch';
import { rememberRecent } from '../../data/recent';
import { spin, STAKE } from './spin';
import { transferBetween } from '../../core/cashier';
import type { LaunchTicket, State } from './state';

/** How long a launch ticket (the game page's address) stays good. */
export const TICKET_TTL_MS = 2 * 60 * 60_000;

/**
 * The game page is a document in the site's iframe. It must not leak its address (the ticket is the
 * credential) and loads nothing from anywhere: its own style and script, posting back to itself.
 */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': GAME_PAGE_CSP,
};

const html = (status: number, body: string): Response => new Response(body, { status, headers: HTML_HEADERS });

function dropExpired(state: State, now: number): void {
  for (const [id, ticket] of state.launches) if (now - ticket.createdAt > TICKET_TTL_MS) state.launches.delete(id);
}

/**
 * The wallet a launched game plays from: its vendor's own wallet when it keeps one (filled first with the
 * whole centre balance while auto transfer is on), else the centre wallet.
 */
function playWallet(state: State, account: Account, vendor: string, now: number): string {
  if (!hasWallet(account, vendor) || vendor === CENTRE) return CENTRE;
  if (account.cashier.autoTransfer && account.balance > 0)
    transferBetween(state, account, now, 'AUTO', CENTRE, vendor, account.balance);
  return vendor;
}

/** GET /wps/game/launchGame: checks the launch, records the game as recent, hands out the game page's address. */
function launchGame(ctx: Ctx<State>): Response {
  const { account } = requireSession(ctx);
  const launch = parseLaunch(ctx.sim.catalogue, ctx.query);
  // Trial accounts only play games that offer free play.
  if (account.trial && launch.game?.supportPlay !== 1) return fail('trial.only.real');

  const now = ctx.sim.now();
  dropExpired(ctx.state, now);
  const wallet = playWallet(ctx.state, account, launch.vendor.vassalage, now);
  const id = randomBytes(18).toString('base64url');
  ctx.state.launches.set(id, {
    account: accountKey(account.username),
    nodeId: launch.game?.nodeId ?? null,
    code: launch.code,
    createdAt: now,
    params: { ...launch.params, lang: langOf(ctx.request.headers.get('language')) },
    wallet,
    spins: 0,
    lastSpin: null,
  });
  if (launch.game) rememberRecent(ctx.state, account.username, launch.game.nodeId);
  return ok({ url: `/wps/play/${id}`, gameName: launch.game?.gameName ?? launch.vendor.displayName });
}

/** The live ticket and its account, or null (unknown, expired, account gone or disabled). */
function findTicket(ctx: Ctx<State>): { ticket: LaunchTicket; account: Account } | null {
  const ticket = ctx.state.launches.get(ctx.params.ticket ?? '');
  if (!ticket || ctx.sim.now() - ticket.createdAt > TICKET_TTL_MS) return null;
  const account = ctx.state.accounts.get(ticket.account);
  return account && !account.disabled ? { ticket, account } : null;
}

function gamePage(ctx: Ctx<State>): Response {
  const found = findTicket(ctx);
  if (!found) return html(404, renderMissingPage());
  const { ticket, account } = found;
  const { catalogue } = ctx.sim;
  const game = ticket.nodeId === null ? null : catalogue.byNodeId.get(ticket.nodeId);
  const vendor = catalogue.vendors.find(
    (v) => v.vassalage.toUpperCase() === (ticket.params.vendor ?? '').toUpperCase(),
  );
  return html(
    200,
    renderGamePage({
      ticket: ctx.params.ticket ?? '',
      lang: langOf(ticket.params.lang),
      gameName: game?.gameName ?? vendor?.displayName ?? '',
      vendorName: vendor?.displayName ?? '',
      lobby: ticket.code === LOBBY && !game,
      balance: walletBalance(account, ticket.wallet),
      trial: account.trial,
      spins: ticket.spins,
      lastSpin: ticket.lastSpin,
    }),
  );
}

/** POST /wps/play/<ticket>/spin (the page's form): plays one spin, then back to the page (post/redirect/get). */
function spinOnce(ctx: Ctx<State>): Response {
  const found = findTicket(ctx);
  if (!found) return html(404, renderMissingPage());
  const { ticket, account } = found;
  const result = spin(walletBalance(account, ticket.wallet), ticket.spins);
  if (result.kind === 'played') {
    const now = ctx.sim.now();
    // The bet and its payout share a round number (never the ticket: it is the page's credential); the
    // round is an order of the betting record.
    const round = `R${ctx.state.nextIds.ledger}`;
    const { catalogue } = ctx.sim;
    const game = ticket.nodeId === null ? undefined : catalogue.byNodeId.get(ticket.nodeId);
    const vendor = catalogue.vendors.find(
      (v) => v.vassalage.toUpperCase() === (ticket.params.vendor ?? '').toUpperCase(),
    );
    recordSettledBet(ctx.state, account, now, {
      orderNo: round,
      category: game?.gameType ?? vendor?.gameType ?? 'RNG',
      vendor: game?.vassalage ?? vendor?.vassalage ?? ticket.wallet,
      gameName: game?.gameName ?? vendor?.displayName ?? '',
      stake: STAKE,
      payout: result.payout,
      wallet: ticket.wallet,
    });
    addTurnover(account, STAKE);
    ticket.spins += 1;
    ticket.lastSpin = result.change;
  } else {
    ticket.lastSpin = 'insufficient';
  }
  // Relative, so it works behind any proxy prefix: /wps/play/<t>/spin → /wps/play/<t>.
  return new Response(null, {
    status: 303,
    headers: { location: `../${encodeURIComponent(ctx.params.ticket ?? '')}`, 'cache-control': 'no-store' },
  });
}

/** Game launch, the sim's own game page and recent-game recording on launch (issue 5). */
export function registerPlay(router: Routes<State>): void {
  router
    .get('/wps/game/launchGame', launchGame)
    .get('/wps/play/:ticket', gamePage)
    .post('/wps/play/:ticket/spin', spinOnce);
}
