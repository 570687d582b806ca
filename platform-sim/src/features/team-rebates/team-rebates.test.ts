import { createTestSim } from '../../testing/fixtures';
import { directDownlines } from '../../core/team';
import { floorOf, parseRate } from '../../data/rebate-rates';
import { REBATES_PATH, UPDATE_REBATES_PATH } from './routes';
import { REBATE_CATEGORIES } from '../../core/state';

type Rates = Record<string, string>;
interface RebatesView {
  username: string;
  self: boolean;
  isAgent: boolean;
  own: Rates;
  downlineDefaults: Rates | null;
  ceiling: Rates;
  floor: Rates | null;
}

const rates = (value: string): Rates => Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, value]));

describe('parseRate', () => {
  it.each([
    ['1.2', 120],
    ['0.80', 80],
    ['0', 0],
    [' 2 ', 200],
    [1.5, 150],
    ['', 'empty'],
    [undefined, 'empty'],
    ['abc', 'number'],
    ['1,5', 'number'],
    ['1.', 'number'],
    ['1.234', 'decimals'],
    ['-0.5', 'negative'],
    [true, 'number'],
  ])('%p → %p', (raw, expected) => {
    expect(parseRate(raw)).toBe(expected);
  });
});

describe('team rebate settings', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const agentToken = () => client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  const agent = () => platform.state.accounts.get('agent01')!;

  it('answers the agent its own rates as the ceiling, and its defaults', async () => {
    const token = await agentToken();
    const { body } = await client.get<RebatesView>(REBATES_PATH, { token });
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ username: 'agent01', self: true, floor: null });
    expect(body.value.own.SPORTS).toBe('1.50');
    expect(body.value.ceiling).toEqual(body.value.own);
    expect(body.value.downlineDefaults?.LOTT).toBe('5.00');
  });

  it("answers a direct downline's rates, not someone else's", async () => {
    const token = await agentToken();
    const downline = directDownlines(platform.state, 'agent01').find((a) => a.type === 0)!;
    const { body } = await client.get<RebatesView>(REBATES_PATH, { token, query: { username: downline.username } });
    expect(body.value).toMatchObject({ username: downline.username, self: false, isAgent: false });
    expect(body.value.own.SPORTS).toBe((Number(downline.rebates!.own.SPORTS) / 100).toFixed(2));
    const stranger = await client.get(REBATES_PATH, { token, query: { username: 'blocked01' } });
    expect(stranger.body.code).toBe('rebate.not.downline');
  });

  it('refuses members and a rate above the ceiling, negative, badly formed or missing', async () => {
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await client.get(REBATES_PATH, { token: member })).body.code).toBe('agent.only');

    const token = await agentToken();
    const downline = directDownlines(platform.state, 'agent01').find((a) => a.type === 0)!;
    const before = { ...downline.rebates!.own };
    const send = (r: Record<string, unknown>) =>
      client.post(UPDATE_REBATES_PATH, { username: downline.username, rates: r }, { token });
    const above = await send({ ...rates('0.10'), SPORTS: '1.51' });
    expect(above.body).toMatchObject({
      success: false,
      code: 'rebate.above.ceiling',
      value: { category: 'SPORTS', ceiling: '1.50' },
    });
    expect((await send({ ...rates('0.10'), LIVE: '-0.10' })).body).toMatchObject({
      code: 'rebate.format',
      value: { category: 'LIVE', reason: 'negative' },
    });
    expect((await send({ ...rates('0.10'), RNG: '0.123' })).body).toMatchObject({
      code: 'rebate.format',
      value: { category: 'RNG', reason: 'decimals' },
    });
    expect((await send({ ...rates('0.10'), FISH: 'x' })).body).toMatchObject({
      code: 'rebate.format',
      value: { category: 'FISH', reason: 'number' },
    });
    const { PVP: _left, ...missing } = rates('0.10');
    expect((await send(missing)).body).toMatchObject({
      code: 'rebate.format',
      value: { category: 'PVP', reason: 'empty' },
    });
    expect((await send({ ...rates('0.10'), ESPORTS: '0.10' })).body).toMatchObject({
      code: 'rebate.format',
      value: { reason: 'category' },
    });
    expect(downline.rebates!.own).toEqual(before);
  });

  it("saves a downline's rates within the ceiling, and the agent's defaults", async () => {
    const token = await agentToken();
    const downline = directDownlines(platform.state, 'agent01').find((a) => a.type === 0)!;
    const saved = await client.post<RebatesView>(
      UPDATE_REBATES_PATH,
      { username: downline.username, rates: { ...rates('0.5'), SPORTS: '1.50' } },
      { token },
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.value.own).toEqual({ ...rates('0.50'), SPORTS: '1.50' });
    expect(downline.rebates!.own.SPORTS).toBe(150);

    const defaults = await client.post<RebatesView>(UPDATE_REBATES_PATH, { defaults: rates('0.3') }, { token });
    expect(defaults.body.value.downlineDefaults).toEqual(rates('0.30'));
    expect(agent().rebates!.downlineDefaults!.LOTT).toBe(30);
    const tooHigh = await client.post(UPDATE_REBATES_PATH, { defaults: { ...rates('0.3'), LIVE: '1.21' } }, { token });
    expect(tooHigh.body.code).toBe('rebate.above.ceiling');
    const ownToo = await client.post(UPDATE_REBATES_PATH, { rates: rates('0.3') }, { token });
    expect(ownToo.body.code).toBe('request.invalid');
  });

  it('never sets a downline agent below what it already gives its own downlines', async () => {
    const token = await agentToken();
    const sub = directDownlines(platform.state, 'agent01').find((a) => a.type !== 0 && a.type !== 4 && a.type !== 40)!;
    const floor = floorOf(platform.state, sub);
    expect(floor.LOTT).toBeGreaterThan(0);
    const view = await client.get<RebatesView>(REBATES_PATH, { token, query: { username: sub.username } });
    expect(view.body.value.isAgent).toBe(true);
    expect(view.body.value.floor!.LOTT).toBe((Number(floor.LOTT) / 100).toFixed(2));
    const below = { ...view.body.value.own, LOTT: ((Number(floor.LOTT) - 1) / 100).toFixed(2) };
    const refused = await client.post(UPDATE_REBATES_PATH, { username: sub.username, rates: below }, { token });
    expect(refused.body).toMatchObject({ code: 'rebate.below.floor', value: { category: 'LOTT' } });
    const atFloor = { ...view.body.value.own, LOTT: view.body.value.floor!.LOTT };
    expect(
      (await client.post(UPDATE_REBATES_PATH, { username: sub.username, rates: atFloor }, { token })).body.success,
    ).toBe(true);
  });
});
