import { createHash } from 'node:crypto';
import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce, IDEMPOTENCY_HEADER, isIdempotencyKey } from '../../core/idempotency';
import { post, sumBalance } from '../../core/ledger';
import { formatCents, type Cents } from '../../core/money';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account, type CoreState } from '../../core/state';
import { langOf } from '../../core/html';
import {
  CATCH_GRACE_MS,
  DEFAULT_DURATION_S,
  DEFAULT_MAX_CATCHES,
  DEFAULT_POOL,
  rainsAt,
  scheduledEvent,
  type RainEvent,
} from './schedule';

/**
 * Red-envelope rain (docs/api-contract.md "Red-envelope rain"): agents tap falling envelopes during a short
 * rain; the platform decides what each one holds and credits it at once as a REWARD ledger entry.
 */

export interface Catch {
  catchId: string;
  amount: Cents;
  caughtAt: number;
}

interface RainState {
  /** Rains started by `POST /__sim/redrain`. */
  extra: RainEvent[];
  nextExtra: number;
  /** eventId → account key → that account's catches, in order. */
  catches: Map<string, Map<string, Catch[]>>;
  /** eventId → paid out of its pool so far. */
  paid: Map<string, Cents>;
}

// Kept beside the state rather than in it: a reset makes a new CoreState, and with it a fresh rain state.
const rainStates = new WeakMap<CoreState, RainState>();

export function rainState(state: CoreState): RainState {
  let rain = rainStates.get(state);
  if (!rain) {
    rain = { extra: [], nextExtra: 1, catches: new Map(), paid: new Map() };
    rainStates.set(state, rain);
  }
  return rain;
}

/** What envelopes hold: a quarter are empty, the rest one of these amounts (small ones more often). */
const PRIZES: readonly Cents[] = [18, 28, 38, 58, 88, 128, 188, 288, 588, 888];

/** The prize of an account's `index`-th catch in a rain: the same seed, rain, account and index give the same prize. */
export function prizeFor(seed: number, eventId: string, key: string, index: number): Cents {
  const digest = createHash('sha256').update(`${seed}:${eventId}:${key}:${index}`).digest();
  const roll = digest.readUInt32BE(0) / 0x1_0000_0000;
  if (roll < 0.25) return 0;
  // Squared so the small prizes come up more often than the big ones.
  const pick = Math.floor((digest.readUInt32BE(4) / 0x1_0000_0000) ** 2 * PRIZES.length);
  return PRIZES[Math.min(pick, PRIZES.length - 1)] as Cents;
}

const RULES: Record<'EN' | 'MY', (event: RainEvent) => string> = {
  EN: (e) =>
    `<p>Red envelopes fall for ${Math.round((e.endsAt - e.startsAt) / 1000)} seconds. Tap an envelope to open it.</p>` +
    `<p>Each account may open up to ${e.maxCatches} envelopes per rain. Some envelopes are empty.</p>` +
    `<p>Prize pool ${formatCents(e.pool)}. Prizes are added to your balance at once.</p>`,
  MY: (e) =>
    `<p>စာအိတ်နီများ ${Math.round((e.endsAt - e.startsAt) / 1000)} စက္ကန့်ကြာ ကျဆင်းပါမည်။ ဖွင့်ရန် စာအိတ်ကို နှိပ်ပါ။</p>` +
    `<p>အကောင့်တစ်ခုလျှင် မိုးရွာမှုတစ်ကြိမ်တွင် စာအိတ် ${e.maxCatches} အိတ်အထိ ဖွင့်နိုင်သည်။ အချို့စာအိတ်များတွင် ဘာမှမပါပါ။</p>` +
    `<p>ဆုကြေးစုစုပေါင်း ${formatCents(e.pool)}။ ဆုငွေများကို သင့်လက်ကျန်ငွေထဲသို့ ချက်ချင်း ထည့်ပေးပါသည်။</p>`,
};

/** Agents (not trial players) only: the rain is an agent-area activity. */
function requirePlayer(ctx: Ctx): Account {
  const { account } = requireSession(ctx);
  if (!isAgentType(account.type) || account.trial) throw new SimError('agent.only');
  return account;
}

function findEvent(rain: RainState, eventId: string): RainEvent | null {
  return rain.extra.find((e) => e.eventId === eventId) ?? scheduledEvent(eventId);
}

const catchesOf = (rain: RainState, eventId: string, key: string): Catch[] => rain.catches.get(eventId)?.get(key) ?? [];
const totalOf = (catches: readonly Catch[]): Cents => catches.reduce((sum, c) => sum + c.amount, 0);

function eventView(ctx: Ctx, rain: RainState, event: RainEvent, key: string) {
  return {
    eventId: event.eventId,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    rules: RULES[langOf(ctx.request.headers.get('language'))](event),
    prizePool: formatCents(event.pool),
    maxCatches: event.maxCatches,
    caught: catchesOf(rain, event.eventId, key).length,
  };
}

function current(ctx: Ctx): Response {
  const account = requirePlayer(ctx);
  const now = ctx.sim.now();
  const rain = rainState(ctx.state);
  const { running, next } = rainsAt(now, rain.extra);
  const key = accountKey(account.username);
  return ok({
    serverTime: now,
    running: running ? eventView(ctx, rain, running, key) : null,
    next: next ? eventView(ctx, rain, next, key) : null,
  });
}

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${name} is required`);
  return value;
}

async function catchEnvelope(ctx: Ctx): Promise<Response> {
  const account = requirePlayer(ctx);
  const body = await jsonBody(ctx.request);
  const eventId = requiredString(body, 'eventId');
  const catchId = requiredString(body, 'catchId');
  if (!isIdempotencyKey(catchId)) throw invalid('catchId must be 16-64 characters of A-Z a-z 0-9 _ -');
  // The catch id is the call's idempotency key: a retry of the same tap replays its first answer.
  if (ctx.request.headers.get(IDEMPOTENCY_HEADER) !== catchId)
    throw invalid(`${IDEMPOTENCY_HEADER} must equal catchId`);
  return exactlyOnce(ctx, account, canonicalJson({ eventId, catchId }), () => {
    const rain = rainState(ctx.state);
    const event = findEvent(rain, eventId);
    if (!event) throw new SimError('redrain.not.found');
    const now = ctx.sim.now();
    if (now < event.startsAt || now >= event.endsAt + CATCH_GRACE_MS) {
      throw new SimError('redrain.not.running', { value: { startsAt: event.startsAt, endsAt: event.endsAt } });
    }
    const key = accountKey(account.username);
    const catches = catchesOf(rain, eventId, key);
    if (catches.length >= event.maxCatches)
      throw new SimError('redrain.limit', { value: { maxCatches: event.maxCatches } });
    const paid = rain.paid.get(eventId) ?? 0;
    const prize = prizeFor(ctx.sim.seed, eventId, key, catches.length);
    const amount = prize < event.pool - paid ? prize : event.pool - paid;
    const entry: Catch = { catchId, amount, caughtAt: now };
    const byAccount = rain.catches.get(eventId) ?? new Map<string, Catch[]>();
    byAccount.set(key, [...catches, entry]);
    rain.catches.set(eventId, byAccount);
    rain.paid.set(eventId, paid + amount);
    if (amount > 0)
      post(ctx.state, account, now, { type: 'REWARD', amount, orderNo: `${eventId}-${catches.length + 1}` });
    return ok({
      eventId,
      catchId,
      amount: formatCents(amount),
      empty: amount === 0,
      caught: catches.length + 1,
      maxCatches: event.maxCatches,
      total: formatCents(totalOf(catches) + amount),
      sumBalance: formatCents(sumBalance(account)),
    });
  });
}

function result(ctx: Ctx): Response {
  const account = requirePlayer(ctx);
  const eventId = ctx.query.get('eventId') ?? '';
  if (eventId === '') throw invalid('eventId is required');
  const rain = rainState(ctx.state);
  const event = findEvent(rain, eventId);
  if (!event) throw new SimError('redrain.not.found');
  const catches = catchesOf(rain, eventId, accountKey(account.username));
  return ok({
    eventId,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    ended: ctx.sim.now() >= event.endsAt,
    total: formatCents(totalOf(catches)),
    catches: catches.map((c) => ({
      catchId: c.catchId,
      amount: formatCents(c.amount),
      empty: c.amount === 0,
      caughtAt: c.caughtAt,
    })),
  });
}

function optionalInt(body: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const value = body[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw invalid(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Admin: `POST /__sim/redrain { startInSeconds?, durationSeconds?, maxCatches? }` starts a rain (now by default). */
async function startRain(ctx: Ctx): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const startIn = optionalInt(body, 'startInSeconds', 0, 0, 86_400);
  const duration = optionalInt(body, 'durationSeconds', DEFAULT_DURATION_S, 1, 3_600);
  const maxCatches = optionalInt(body, 'maxCatches', DEFAULT_MAX_CATCHES, 1, 100);
  const rain = rainState(ctx.sim.state);
  const startsAt = ctx.sim.now() + startIn * 1000;
  const event: RainEvent = {
    eventId: `RRA${rain.nextExtra++}`,
    startsAt,
    endsAt: startsAt + duration * 1000,
    pool: DEFAULT_POOL,
    maxCatches,
  };
  rain.extra.push(event);
  return ok({
    eventId: event.eventId,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    maxCatches,
    prizePool: formatCents(event.pool),
  });
}

export function registerRedRain(router: Routes): void {
  router.get('/wps/redrain/current', current);
  router.post('/wps/redrain/catch', catchEnvelope);
  router.get('/wps/redrain/result', result);
  router.post('/__sim/redrain', startRain);
}
