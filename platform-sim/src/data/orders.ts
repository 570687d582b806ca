import { mulDiv, quotient, type Cents } from '../core/money';
import { statusOfSubOrders, validOf } from '../core/bet-orders';
import type { BetOrder, LedgerType, SubOrder } from '../core/state';
import { compactDay, DAY_MS } from '../core/dates';
import type { Rng } from '../core/prng';
import type { Catalogue, Game } from '../core/catalogue';

/** The categories the betting record knows, with how often seeded play picks each. */
export const ORDER_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
const CATEGORY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['RNG', 30],
  ['LIVE', 20],
  ['SPORTS', 15],
  ['LOTT', 15],
  ['FISH', 8],
  ['PVP', 7],
  ['INHOUSE', 5],
];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Smallest stake of a seeded bet (1.00). */
export const MIN_STAKE: Cents = 100;

/** Lottery picks and what they pay per unit staked (hundredths), with their chance to win. */
const PICKS: readonly { kind: 'side' | '2D' | '3D'; odds: number; chance: number }[] = [
  { kind: 'side', odds: 195, chance: 0.48 },
  { kind: '2D', odds: 9000, chance: 0.02 },
  { kind: '3D', odds: 80000, chance: 0.004 },
];
const SIDES = ['Big', 'Small', 'Odd', 'Even'] as const;
const LOTTERY_UNITS: readonly Cents[] = [100, 200, 500, 1000, 2000, 5000];

export type GamePool = ReadonlyMap<string, readonly Game[]>;

/** The catalogue's games of the betting-record categories, by category. */
export function gamePool(catalogue: Catalogue): GamePool {
  return new Map(ORDER_CATEGORIES.map((c) => [c, catalogue.games.filter((g) => g.gameType === c)]));
}

/** A ledger line of a seeded order (the seeder turns it into an entry). */
export interface OrderMove {
  at: number;
  type: Extract<LedgerType, 'BET' | 'PAYOUT' | 'BET_CANCEL'>;
  amount: Cents;
}

export interface DraftOrder {
  order: BetOrder;
  moves: OrderMove[];
  /** What the moves add up to. */
  net: Cents;
}

export interface OrderSlot {
  /** When the bet is placed, and how long until the next slot (everything of the order happens before). */
  at: number;
  span: number;
  now: number;
}

/** A stake near `scale`, rounded to 10 cents, between MIN_STAKE and `available`. */
function stakeNear(rng: Rng, scale: Cents, available: Cents): Cents {
  const raw = mulDiv(scale, rng.int(40, 160), 100);
  const rounded = quotient(raw, 10) * 10;
  const capped = rounded > available ? available : rounded;
  return capped < MIN_STAKE ? MIN_STAKE : capped;
}

function orderNumber(rng: Rng, at: number, used: Set<string>): string {
  for (;;) {
    const no = `B${compactDay(at)}${rng.chars(8, '0123456789')}`;
    if (!used.has(no)) {
      used.add(no);
      return no;
    }
  }
}

function pickGame(rng: Rng, pool: GamePool, category: string): Game {
  const games = pool.get(category);
  if (!games || games.length === 0) throw new Error(`the catalogue has no ${category} games`);
  return rng.pick(games);
}

function finish(order: BetOrder, moves: OrderMove[]): DraftOrder {
  return { order, moves, net: moves.reduce((sum, m) => sum + m.amount, 0) };
}

/** A settled (or voided) bet of a non-lottery game; `payout` given = the balancing bet of a chunk. */
export function seedPlainOrder(
  rng: Rng,
  pool: GamePool,
  slot: OrderSlot,
  used: Set<string>,
  category: string,
  stake: Cents,
  forced: { payout: Cents } | null,
): DraftOrder {
  const game = pickGame(rng, pool, category);
  const settleAt = slot.at + Math.max(1, Math.min(Math.floor(slot.span / 2), rng.int(1, 90) * MINUTE_MS));
  const age = slot.now - slot.at;
  const orderNo = orderNumber(rng, slot.at, used);
  const base = {
    orderNo,
    category,
    vendor: game.vassalage,
    gameName: game.gameName,
    betAmount: stake,
    createdAt: slot.at,
    subOrders: [],
  };
  const moves: OrderMove[] = [{ at: slot.at, type: 'BET', amount: -stake }];
  if (!forced) {
    // Matches still to be played (recent sports bets) wait for their result.
    if (category === 'SPORTS' && age < 3 * DAY_MS && rng.chance(0.4)) {
      return finish({ ...base, validBet: 0, payout: 0, status: 'UNSETTLED', settledAt: null }, moves);
    }
    // A voided match or table round: the stake comes back.
    if ((category === 'SPORTS' || category === 'LIVE') && rng.chance(0.04)) {
      moves.push({ at: settleAt, type: 'BET_CANCEL', amount: stake });
      return finish({ ...base, validBet: 0, payout: 0, status: 'CANCELLED', settledAt: settleAt }, moves);
    }
  }
  let payout: Cents;
  if (forced) payout = forced.payout;
  else {
    const roll = rng.next();
    if (roll < 0.52) payout = 0;
    else if (roll < 0.56 && (category === 'SPORTS' || category === 'LIVE')) payout = stake;
    else payout = mulDiv(stake, rng.int(120, 320), 100);
  }
  if (payout > 0) moves.push({ at: settleAt, type: 'PAYOUT', amount: payout });
  return finish({ ...base, validBet: validOf(stake, payout), payout, status: 'SETTLED', settledAt: settleAt }, moves);
}

function pickContent(rng: Rng, kind: 'side' | '2D' | '3D'): string {
  if (kind === 'side') return rng.pick(SIDES);
  return kind === '2D' ? String(rng.int(0, 99)).padStart(2, '0') : String(rng.int(0, 999)).padStart(3, '0');
}

/**
 * A lottery order of 1–4 picks on one draw. Older draws are settled (a pick may have been cancelled before
 * the draw closed); recent ones may still wait for their draw: open (picks cancellable) or closed (waiting
 * for the result). `open` forces a recent order with at least two open picks.
 */
export function seedLotteryOrder(
  rng: Rng,
  pool: GamePool,
  slot: OrderSlot,
  used: Set<string>,
  available: Cents,
  open: boolean,
): DraftOrder | null {
  const game = pickGame(rng, pool, 'LOTT');
  const count = open ? rng.int(2, 4) : rng.int(1, 4);
  const orderNo = orderNumber(rng, slot.at, used);
  const age = slot.now - slot.at;
  const unsettled = open || (age < 2 * DAY_MS && rng.chance(0.5));
  const drawOpen = open || (unsettled && rng.chance(0.7));
  const settleIn = Math.max(2, Math.min(Math.floor(slot.span / 2), rng.int(5, 60) * MINUTE_MS));
  const drawCloseAt = unsettled
    ? drawOpen
      ? slot.now + rng.int(2, 20) * HOUR_MS
      : Math.max(slot.at + 1, slot.now - rng.int(1, 30) * MINUTE_MS)
    : slot.at + Math.floor(settleIn / 2);
  const settledAt = unsettled ? null : slot.at + settleIn;

  const subOrders: SubOrder[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const stake = rng.pick(LOTTERY_UNITS) * rng.int(1, 3);
    if (total + stake > available) break;
    total += stake;
    const pick = rng.weighted(PICKS.map((p) => [p, p.kind === 'side' ? 6 : p.kind === '2D' ? 3 : 1] as const));
    // A pick cancelled by the member while the draw was open (never the forced open ones).
    const cancelled = !open && rng.chance(0.08);
    let status: SubOrder['status'] = cancelled ? 'CANCELLED' : unsettled ? 'UNSETTLED' : 'SETTLED';
    let payout = 0;
    if (status === 'SETTLED' && rng.chance(pick.chance)) payout = mulDiv(stake, pick.odds, 100);
    if (i === count - 1 && subOrders.every((s) => s.status === 'CANCELLED') && status === 'CANCELLED')
      status = unsettled ? 'UNSETTLED' : 'SETTLED';
    subOrders.push({
      id: `${orderNo}-${i + 1}`,
      content: pickContent(rng, pick.kind),
      betAmount: stake,
      payout,
      status,
    });
  }
  if (subOrders.length === 0 || (open && subOrders.filter((s) => s.status === 'UNSETTLED').length < 1)) return null;

  const payout = subOrders.reduce((sum, s) => sum + s.payout, 0);
  const validBet = subOrders.reduce(
    (sum, s) => (s.status === 'SETTLED' ? sum + validOf(s.betAmount, s.payout) : sum),
    0,
  );
  const moves: OrderMove[] = [{ at: slot.at, type: 'BET', amount: -total }];
  const cancelAt = slot.at + Math.max(1, Math.floor(settleIn / 4));
  for (const s of subOrders)
    if (s.status === 'CANCELLED') moves.push({ at: cancelAt, type: 'BET_CANCEL', amount: s.betAmount });
  if (settledAt !== null && payout > 0) moves.push({ at: settledAt, type: 'PAYOUT', amount: payout });
  return finish(
    {
      orderNo,
      category: 'LOTT',
      vendor: game.vassalage,
      gameName: game.gameName,
      betAmount: total,
      validBet,
      payout,
      status: statusOfSubOrders(subOrders),
      createdAt: slot.at,
      settledAt,
      subOrders,
      drawNo: `${compactDay(drawCloseAt)}-${String(Math.floor((drawCloseAt % DAY_MS) / (15 * MINUTE_MS)) + 1).padStart(3, '0')}`,
      drawCloseAt,
    },
    moves,
  );
}

/** A random bet between `slot` and the next one; null when the balance cannot carry one. */
export function seedRandomOrder(
  rng: Rng,
  pool: GamePool,
  slot: OrderSlot,
  used: Set<string>,
  scale: Cents,
  available: Cents,
): DraftOrder | null {
  if (available < MIN_STAKE) return null;
  const category = rng.weighted(CATEGORY_WEIGHTS);
  if (category === 'LOTT') return seedLotteryOrder(rng, pool, slot, used, available, false);
  return seedPlainOrder(rng, pool, slot, used, category, stakeNear(rng, scale, available), null);
}

/**
 * The bet that makes a run of bets lose exactly `loss` (the run's other bets netted `netSoFar`), staked from
 * `available`; null when it cannot (nothing left to stake). Never a lottery or unsettled bet.
 */
export function seedBalancingOrder(
  rng: Rng,
  pool: GamePool,
  slot: OrderSlot,
  used: Set<string>,
  scale: Cents,
  available: Cents,
  loss: Cents,
  netSoFar: Cents,
): DraftOrder | null {
  const lowest = loss + netSoFar; // stake − payout must equal this
  const floor = lowest > 0 ? lowest : 1;
  if (available < floor) return null;
  const category = rng.weighted(CATEGORY_WEIGHTS.filter(([c]) => c !== 'LOTT'));
  let stake = stakeNear(rng, scale, available);
  if (stake < floor) stake = floor;
  if (stake > available) stake = available;
  if (stake <= 0) return null;
  return seedPlainOrder(rng, pool, slot, used, category, stake, { payout: stake - lowest });
}
