import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { formatCents, parseMoney } from '../../core/money';
import { sumBalance } from '../../core/ledger';
import { prizeFor } from './routes';
import { rainsAt, scheduledEvent } from './schedule';

interface EventView {
  eventId: string;
  startsAt: number;
  endsAt: number;
  rules: string;
  prizePool: string;
  maxCatches: number;
  caught: number;
}
interface Current {
  serverTime: number;
  running: EventView | null;
  next: EventView | null;
}
interface CatchValue {
  eventId: string;
  catchId: string;
  amount: string;
  empty: boolean;
  caught: number;
  maxCatches: number;
  total: string;
  sumBalance: string;
}
interface ResultValue {
  eventId: string;
  ended: boolean;
  total: string;
  catches: { catchId: string; amount: string; empty: boolean; caughtAt: number }[];
}

/** 2024-06-15 13:59:00 UTC: one minute before the 14:00 rain. */
const START = Date.UTC(2024, 5, 15, 13, 59);

describe('red-envelope rain', () => {
  let clock = START;
  const platform = createPlatform({ now: () => clock });
  const client = createSimClient(platform.fetch);
  beforeEach(() => {
    clock = START;
    platform.reset();
  });

  const agent = () => client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  const agent01 = () => platform.state.accounts.get('agent01')!;
  const current = async (token: string) =>
    (await client.get<Current>('/wps/redrain/current', { token, headers: { Language: 'EN' } })).body;
  let n = 0;
  const newCatchId = () => `catch-${String(++n).padStart(12, '0')}`;
  const tap = (token: string, eventId: string, catchId = newCatchId()) =>
    client.post<CatchValue>(
      '/wps/redrain/catch',
      { eventId, catchId },
      { token, headers: { 'Idempotency-Key': catchId } },
    );
  const startRain = async (body: Record<string, unknown> = {}) =>
    (await client.post<{ eventId: string; startsAt: number; endsAt: number }>('/__sim/redrain', body)).body.value;

  it('follows the daily schedule: four 30-second rains at fixed UTC times', () => {
    expect(rainsAt(START, []).running).toBeNull();
    expect(rainsAt(START, []).next).toMatchObject({
      eventId: 'RR20240615-1400',
      startsAt: Date.UTC(2024, 5, 15, 14),
      endsAt: Date.UTC(2024, 5, 15, 14, 0, 30),
    });
    expect(rainsAt(Date.UTC(2024, 5, 15, 14, 0, 10), []).running?.eventId).toBe('RR20240615-1400');
    expect(rainsAt(Date.UTC(2024, 5, 15, 14, 0, 10), []).next?.eventId).toBe('RR20240615-2000');
    expect(rainsAt(Date.UTC(2024, 5, 15, 21), []).next?.eventId).toBe('RR20240616-0200');
    expect(scheduledEvent('RR20240615-1400')?.startsAt).toBe(Date.UTC(2024, 5, 15, 14));
    expect(scheduledEvent('RR20240615-1300')).toBeNull();
    expect(scheduledEvent('RR20241315-1400')).toBeNull();
  });

  it('answers the next rain with its rules and the server time while waiting, the running one once it falls', async () => {
    const token = await agent();
    const waiting = await current(token);
    expect(waiting.success).toBe(true);
    expect(waiting.value).toMatchObject({
      serverTime: START,
      running: null,
      next: { eventId: 'RR20240615-1400', maxCatches: 10, prizePool: '888.00', caught: 0 },
    });
    expect(waiting.value.next?.rules).toContain('up to 10 envelopes');
    clock = Date.UTC(2024, 5, 15, 14, 0, 5);
    const running = await current(token);
    expect(running.value.running?.eventId).toBe('RR20240615-1400');
    expect(running.value.next?.eventId).toBe('RR20240615-2000');
  });

  it('is for agents only: members get agent.only, guests a 401', async () => {
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await current(member)).code).toBe('agent.only');
    expect((await tap(member, 'RR20240615-1400')).body.code).toBe('agent.only');
    expect((await client.get('/wps/redrain/current')).status).toBe(401);
  });

  it('refuses catches before the rain and after it ends (2 s grace for late taps)', async () => {
    const token = await agent();
    const before = await tap(token, 'RR20240615-1400');
    expect(before.body).toMatchObject({ success: false, code: 'redrain.not.running' });
    clock = Date.UTC(2024, 5, 15, 14, 0, 31);
    expect((await tap(token, 'RR20240615-1400')).body.success).toBe(true);
    clock = Date.UTC(2024, 5, 15, 14, 0, 32);
    expect((await tap(token, 'RR20240615-1400')).body.code).toBe('redrain.not.running');
    expect((await tap(token, 'RR20240615-1300')).body.code).toBe('redrain.not.found');
  });

  it('credits each catch once: the same catchId again replays the first answer and moves no money', async () => {
    const token = await agent();
    const { eventId } = await startRain();
    const before = sumBalance(agent01());
    const catchId = newCatchId();
    const first = await tap(token, eventId, catchId);
    const again = await tap(token, eventId, catchId);
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(sumBalance(agent01()) - before).toBe(parseMoney(first.body.value.amount));
    expect(first.body.value.caught).toBe(1);
    // The same id for another rain is another request under a used key.
    expect((await tap(token, 'RR20240615-1400', catchId)).status).toBe(409);
    // The key must be the catch id.
    const other = await client.post(
      '/wps/redrain/catch',
      { eventId, catchId: newCatchId() },
      { token, headers: { 'Idempotency-Key': newCatchId() } },
    );
    expect(other.body.code).toBe('request.invalid');
  });

  it('caps catches per account and rain; the credit equals the sum of the catches and the result lists them', async () => {
    const token = await agent();
    const { eventId } = await startRain({ maxCatches: 6, durationSeconds: 20 });
    const before = sumBalance(agent01());
    const answers: CatchValue[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await tap(token, eventId)).body.value);
    const over = await tap(token, eventId);
    expect(over.body).toMatchObject({ success: false, code: 'redrain.limit', value: { maxCatches: 6 } });

    const sum = answers.reduce((s, a) => s + parseMoney(a.amount), 0);
    expect(sumBalance(agent01()) - before).toBe(sum);
    expect(answers.at(-1)?.total).toBe(formatCents(sum));
    expect(answers.at(-1)?.sumBalance).toBe(formatCents(sumBalance(agent01())));
    const rewards = agent01().ledger.filter((e) => e.type === 'REWARD' && e.orderNo?.startsWith(eventId));
    expect(rewards.reduce((s, e) => s + e.amount, 0)).toBe(sum);
    expect(rewards).toHaveLength(answers.filter((a) => !a.empty).length);

    clock += 21_000;
    const result = (await client.get<ResultValue>('/wps/redrain/result', { token, query: { eventId } })).body.value;
    expect(result).toMatchObject({ eventId, ended: true, total: formatCents(sum) });
    expect(result.catches.map((c) => c.amount)).toEqual(answers.map((a) => a.amount));
  });

  it('decides prizes from the seed: the same rain, account and catch number give the same prize, some are empty', () => {
    const prizes = Array.from({ length: 40 }, (_, i) => prizeFor(20240601, 'RRA1', 'agent01', i));
    expect(prizes).toEqual(Array.from({ length: 40 }, (_, i) => prizeFor(20240601, 'RRA1', 'agent01', i)));
    expect(prizes.some((p) => p === 0)).toBe(true);
    expect(prizes.some((p) => p > 0)).toBe(true);
    expect(prizes.every((p) => p >= 0 && p <= 888)).toBe(true);
  });

  it('starts admin rains later when asked, and a reset forgets them', async () => {
    const token = await agent();
    const later = await startRain({ startInSeconds: 10, durationSeconds: 5 });
    expect(later.startsAt).toBe(START + 10_000);
    expect((await current(token)).value.next?.eventId).toBe(later.eventId);
    expect((await tap(token, later.eventId)).body.code).toBe('redrain.not.running');
    expect((await client.post('/__sim/redrain', { durationSeconds: 0 })).status).toBe(400);
    platform.reset();
    const token2 = await agent();
    expect((await current(token2)).value.next?.eventId).toBe('RR20240615-1400');
  });
});
