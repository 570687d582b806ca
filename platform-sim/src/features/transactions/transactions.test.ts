import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { dayNumber, formatDay } from '../../core/dates';
import { formatCents, parseMoney } from '../../core/money';

interface Row {
  orderNo: string;
  amount: string;
  status: string;
  createdAt: number;
  bankName?: string;
  channel?: string;
}
interface Report {
  list: Row[];
  pageNum: number;
  totalPages: number;
  total: number;
}

describe('deposit and withdraw reports', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const day = (back: number): string => formatDay(dayNumber(TEST_NOW) - back);
  const FULL = { startDate: day(60), endDate: day(0) };

  const report = async (
    kind: 'deposit' | 'withdraw',
    token: string,
    query: Record<string, string | number>,
  ): Promise<Report> => {
    const { status, body } = await client.get<Report>(`/wps/transaction/${kind}/report`, { token, query });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.value;
  };
  const everything = async (
    kind: 'deposit' | 'withdraw',
    token: string,
    query: Record<string, string>,
  ): Promise<Row[]> => {
    const first = await report(kind, token, { ...query, pageNo: 1, pageSize: 100 });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
        report(kind, token, { ...query, pageNo: i + 2, pageSize: 100 }),
      ),
    );
    return [first, ...rest].flatMap((r) => r.list);
  };

  it('lists seeded withdrawals newest first with string amounts', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const page = await report('withdraw', token, { ...FULL, pageNo: 1, pageSize: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.total).toBe(27);
    expect(page.totalPages).toBe(3);
    for (const row of page.list) {
      expect(row.amount).toMatch(/^\d+\.\d{2}$/);
      expect(['SUCCESS', 'PENDING', 'REJECTED']).toContain(row.status);
      expect(row.bankName).toEqual(expect.any(String));
      expect(row.orderNo).toMatch(/^W\d{16}$/);
    }
    const times = page.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await report('withdraw', token, { ...FULL, pageNo: 3, pageSize: 10 });
    expect(last.list).toHaveLength(7);
    expect((await report('withdraw', token, { ...FULL, pageNo: 4, pageSize: 10 })).list).toEqual([]);
  });

  it('lists deposits with a channel, spread over the last 60 days', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const rows = await everything('deposit', token, FULL);
    expect(rows).toHaveLength(42);
    expect(rows.every((r) => typeof r.channel === 'string' && r.bankName === undefined)).toBe(true);
    const days = new Set(rows.map((r) => dayNumber(r.createdAt)));
    expect(days.size).toBeGreaterThan(15);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(dayNumber(TEST_NOW) - 60);
    expect(Math.max(...days)).toBe(dayNumber(TEST_NOW));
  });

  it('filters by UTC dates, both ends inclusive', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const all = await everything('deposit', token, FULL);
    const start = dayNumber(TEST_NOW) - 20;
    const end = dayNumber(TEST_NOW) - 10;
    const expected = all.filter((r) => dayNumber(r.createdAt) >= start && dayNumber(r.createdAt) <= end);
    const filtered = await everything('deposit', token, { startDate: formatDay(start), endDate: formatDay(end) });
    expect(filtered.map((r) => r.orderNo)).toEqual(expected.map((r) => r.orderNo));

    // A single day covers 00:00:00.000 to 23:59:59.999 UTC of that day.
    const sample = all[Math.floor(all.length / 2)] as Row;
    const single = await everything('deposit', token, {
      startDate: formatDay(dayNumber(sample.createdAt)),
      endDate: formatDay(dayNumber(sample.createdAt)),
    });
    expect(single.map((r) => r.orderNo)).toContain(sample.orderNo);
    expect(single.every((r) => dayNumber(r.createdAt) === dayNumber(sample.createdAt))).toBe(true);

    const today = await everything('withdraw', token, { startDate: day(0), endDate: day(0) });
    expect(today.length).toBeGreaterThanOrEqual(1);
    expect(await everything('withdraw', token, { startDate: '2020-01-01', endDate: '2020-12-31' })).toEqual([]);
  });

  it('serves the agent its own records and the second member an empty state', async () => {
    const agent = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    expect((await report('withdraw', agent, FULL)).total).toBe(18);
    const empty = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    for (const kind of ['deposit', 'withdraw'] as const) {
      expect(await report(kind, empty, FULL)).toEqual({ list: [], pageNum: 1, totalPages: 0, total: 0 });
    }
  });

  it('sums seeded amounts exactly (integer cents, no floats)', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const rows = await everything('deposit', token, FULL);
    const sum = rows.reduce((total, r) => total + parseMoney(r.amount), 0);
    const internal = (platform.state.accounts.get('demo01')?.deposits ?? []).reduce((total, r) => total + r.amount, 0);
    expect(sum).toBe(internal);
    expect(formatCents(sum)).toMatch(/^\d+\.\d{2}$/);
    // The seed deliberately uses odd cents, where float addition drifts.
    expect(rows.some((r) => !r.amount.endsWith('.00'))).toBe(true);
  });

  it('needs a session and valid parameters', async () => {
    expect((await client.get('/wps/transaction/deposit/report', { query: FULL })).status).toBe(401);
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    for (const query of [{}, { startDate: day(1) }, { ...FULL, pageSize: 0 }, { startDate: day(0), endDate: day(5) }]) {
      expect((await client.get('/wps/transaction/withdraw/report', { token, query })).body.code).toBe(
        'request.invalid',
      );
    }
  });
});
