import { createTestSim } from '../../testing/fixtures';
import { JPEG_BYTES, PNG_BYTES } from '../../testing/cashier';
import { sumBalance } from '../../core/ledger';
import { remarkProblem } from './routes';

interface Promo {
  id: number;
  category: string;
  title: string;
  phase: string;
  mode: string;
  prize: string;
  claimState: string | null;
  canApply: boolean;
  imageUrl: string;
}
interface Detail extends Promo {
  content: string;
  application: { id: number; state: string; remark: string; imageCount: number; reason: string | null } | null;
}
interface RewardView {
  id: number;
  title: string;
  amount: string;
  status: string;
}

describe('promotions and the reward centre', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const login = (username = 'demo01') => client.loginToken({ username, password: 'Demo1234' });
  const demo = () => platform.state.accounts.get('demo01')!;

  function form(remark: string | null, images: (Uint8Array | string)[] = []): FormData {
    const data = new FormData();
    if (remark !== null) data.set('remark', remark);
    images.forEach((bytes, i) =>
      typeof bytes === 'string'
        ? data.append('images', bytes)
        : data.append('images', new Blob([bytes as Uint8Array<ArrayBuffer>]), `p${i}.png`),
    );
    return data;
  }
  async function apply(token: string | null, id: number, data: FormData) {
    const headers: Record<string, string> = token ? { Token: token } : {};
    const response = await platform.fetch(
      new Request(`http://sim.test/wps/promotions/${id}/apply`, { method: 'POST', headers, body: data }),
    );
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; code?: string; value: Record<string, unknown> | null },
    };
  }
  const detail = async (id: number, token?: string) =>
    (await client.get<Detail>(`/wps/promotions/${id}`, { ...(token ? { token } : {}), headers: { Language: 'EN' } }))
      .body.value;

  it('lets a guest browse by category, open ones first, with no claim state', async () => {
    const categories = (
      await client.get<{ list: { code: string; name: string }[] }>('/wps/promotions/categories', {
        headers: { Language: 'EN' },
      })
    ).body.value.list;
    expect(categories.map((c) => c.code)).toEqual(['NEW', 'DEPOSIT', 'SLOTS', 'LIVE', 'SPORTS']);
    expect(categories[3]!.name).toBe('Live casino');
    const all = (await client.get<{ total: number; list: Promo[] }>('/wps/promotions', { headers: { Language: 'EN' } }))
      .body.value;
    expect(all.total).toBe(7);
    expect(all.list.map((p) => p.phase)).toEqual([
      'ongoing',
      'ongoing',
      'ongoing',
      'ongoing',
      'ongoing',
      'coming',
      'closed',
    ]);
    expect(all.list.every((p) => p.claimState === null)).toBe(true);
    const slots = (await client.get<{ list: Promo[] }>('/wps/promotions', { query: { category: 'slots' } })).body.value
      .list;
    expect(slots.map((p) => p.category)).toEqual(['SLOTS', 'SLOTS']);
    expect((await client.get('/wps/promotions', { query: { category: 'NOPE' } })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    const image = await platform.fetch('/wps/assets/promo/1.svg');
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('shows demo01 the seeded claim states; an ended join reads Close', async () => {
    const token = await login();
    const list = (await client.get<{ list: Promo[] }>('/wps/promotions', { token })).body.value.list;
    const state = Object.fromEntries(list.map((p) => [p.id, p.claimState]));
    expect(state).toEqual({ 1: null, 2: 'Rejected', 3: 'Process', 4: 'Joined', 5: null, 6: 'Close', 7: null });
    const canApply = Object.fromEntries(list.map((p) => [p.id, p.canApply]));
    // Rejected may apply again; coming, closed and nothing-to-apply promotions may not.
    expect(canApply).toEqual({ 1: true, 2: true, 3: false, 4: false, 5: false, 6: false, 7: false });
    expect((await detail(2, token)).application).toMatchObject({
      state: 'Rejected',
      reason: 'The deposit was below 200.00.',
    });
  });

  it('serves the hostile detail as it is stored (the client sanitizes it)', async () => {
    expect((await detail(3)).content).toContain('<script>');
  });

  it('takes an application with two pictures; approval pays the prize once through the ledger', async () => {
    const token = await login();
    const before = sumBalance(demo());
    const sent = await apply(token, 1, form('  First deposit done, receipts attached.  ', [PNG_BYTES, JPEG_BYTES]));
    expect(sent.body).toMatchObject({ success: true, value: { state: 'Applying' } });
    expect((await detail(1, token)).application).toMatchObject({
      state: 'Applying',
      remark: 'First deposit done, receipts attached.',
      imageCount: 2,
    });
    expect((await apply(token, 1, form('Again please'))).body).toMatchObject({
      success: false,
      code: 'promotion.applied',
    });

    expect(
      (await client.post('/__sim/promotions/review', { username: 'demo01', promotionId: 1, decision: 'process' })).body
        .value,
    ).toMatchObject({ state: 'Process' });
    const approved = (
      await client.post<{ state: string; sumBalance: string }>('/__sim/promotions/review', {
        username: 'demo01',
        promotionId: 1,
        decision: 'approve',
      })
    ).body.value;
    expect(approved.state).toBe('Issued');
    expect(sumBalance(demo()) - before).toBe(10_000);
    const last = demo().ledger.at(-1)!;
    expect(last).toMatchObject({ type: 'PROMOTION', amount: 10_000, balanceAfter: sumBalance(demo()) });
    // Decided: a second approval finds nothing open.
    expect(
      (await client.post('/__sim/promotions/review', { username: 'demo01', promotionId: 1, decision: 'approve' })).body,
    ).toMatchObject({ success: false, code: 'application.not.found' });
    expect(sumBalance(demo()) - before).toBe(10_000);
    expect((await detail(1, token)).claimState).toBe('Issued');
  });

  it('a rejected application may be sent again; rejection pays nothing', async () => {
    const token = await login();
    const before = sumBalance(demo());
    expect((await apply(token, 2, form('Deposited 250.00 today'))).body.success).toBe(true);
    await client.post('/__sim/promotions/review', {
      username: 'demo01',
      promotionId: 2,
      decision: 'reject',
      reason: 'No deposit found',
    });
    expect((await detail(2, token)).application).toMatchObject({ state: 'Rejected', reason: 'No deposit found' });
    expect(sumBalance(demo())).toBe(before);
  });

  it.each([
    [null, 'required'],
    ['', 'required'],
    ['   \n ', 'required'],
    ['x'.repeat(141), 'length'],
    ['Hidden\u202Ereversed', 'characters'],
  ])('refuses the remark %j (%s)', async (remark, reason) => {
    const token = await login();
    expect((await apply(token, 1, form(remark))).body).toMatchObject({
      success: false,
      code: 'promotion.remark',
      value: { reason, max: 140 },
    });
  });

  it('keeps markup in a remark as text, counts characters as people see them', async () => {
    expect(remarkProblem('😀'.repeat(140))).toBeNull();
    expect(remarkProblem('😀'.repeat(141))).toBe('length');
    expect(remarkProblem('<img src=x onerror=alert(1)>')).toBeNull();
    const token = await login();
    expect((await apply(token, 1, form('<script>alert(1)</script>'))).body.success).toBe(true);
    expect((await detail(1, token)).application?.remark).toBe('<script>alert(1)</script>');
  });

  it('refuses a fourth picture, a non-image and a picture over 5 MB', async () => {
    const token = await login();
    expect((await apply(token, 1, form('ok', [PNG_BYTES, PNG_BYTES, PNG_BYTES, PNG_BYTES]))).body).toMatchObject({
      success: false,
      code: 'promotion.images',
      value: { max: 3 },
    });
    expect(
      (await apply(token, 1, form('ok', [PNG_BYTES, new TextEncoder().encode('<svg onload=alert(1)>')]))).body,
    ).toMatchObject({ code: 'upload.invalid', value: { reason: 'type', index: 1 } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    expect((await apply(token, 1, form('ok', [big]))).body).toMatchObject({
      code: 'upload.invalid',
      value: { reason: 'size', index: 0 },
    });
    expect((await detail(1, token)).application).toBeNull();
  });

  it('gates guests, trial users and promotions that are not open', async () => {
    expect(await apply(null, 1, form('ok'))).toMatchObject({ status: 401, body: { code: 'session.expired' } });
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await apply(trial, 1, form('ok'))).body).toMatchObject({ code: 'trial.only.real' });
    const token = await login();
    expect((await apply(token, 5, form('ok'))).body).toMatchObject({
      code: 'promotion.closed',
      value: { phase: 'coming' },
    });
    expect((await apply(token, 4, form('ok'))).body).toMatchObject({ code: 'promotion.mode' });
    expect((await apply(token, 99, form('ok'))).body).toMatchObject({ code: 'promotion.not.found' });
  });

  it('a join is one tap, then Joined', async () => {
    const token = await login('demo02');
    expect((await client.post('/wps/promotions/4/join', {}, { token })).body).toMatchObject({
      success: true,
      value: { state: 'Joined' },
    });
    expect((await client.post('/wps/promotions/4/join', {}, { token })).body).toMatchObject({
      success: false,
      code: 'promotion.applied',
    });
  });

  describe('reward centre', () => {
    const key = (n: number) => `reward-claim-key-${String(n).padStart(4, '0')}`;
    const claim = (token: string, id: number, k: string) =>
      client.post<RewardView & { sumBalance: string }>(
        '/wps/rewards/claim',
        { id },
        { token, headers: { 'Idempotency-Key': k } },
      );

    it('lists what can be claimed, soonest to expire first; the expired one is history', async () => {
      const token = await login();
      const available = (
        await client.get<{ list: RewardView[] }>('/wps/rewards', { token, headers: { Language: 'EN' } })
      ).body.value.list;
      expect(available.map((r) => [r.id, r.amount, r.status])).toEqual([
        [2, '5.00', 'Available'],
        [4, '8.88', 'Available'],
        [3, '18.00', 'Available'],
      ]);
      const history = (await client.get<{ total: number; list: RewardView[] }>('/wps/rewards/history', { token })).body
        .value;
      expect(history).toMatchObject({ total: 1, list: [{ id: 1, status: 'Close' }] });
    });

    it('claims once: the same request again replays, another key is refused, the ledger gains one REWARD', async () => {
      const token = await login();
      const before = sumBalance(demo());
      const first = await claim(token, 4, key(1));
      expect(first.body).toMatchObject({ success: true, value: { id: 4, status: 'Claimed', amount: '8.88' } });
      const replay = await claim(token, 4, key(1));
      expect(replay.body).toEqual(first.body);
      expect((await claim(token, 4, key(2))).body).toMatchObject({ success: false, code: 'reward.claimed' });
      expect(sumBalance(demo()) - before).toBe(888);
      expect(demo().ledger.filter((e) => e.type === 'REWARD')).toHaveLength(1);
      const history = (await client.get<{ list: RewardView[] }>('/wps/rewards/history', { token })).body.value.list;
      expect(history[0]).toMatchObject({ id: 4, status: 'Claimed' });
    });

    it('refuses an expired or unknown reward, a trial user and a missing key', async () => {
      const token = await login();
      expect((await claim(token, 1, key(3))).body).toMatchObject({ code: 'reward.expired' });
      expect((await claim(token, 77, key(4))).body).toMatchObject({ code: 'reward.not.found' });
      expect((await client.post('/wps/rewards/claim', { id: 4 }, { token })).body).toMatchObject({
        code: 'request.invalid',
      });
      const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
      expect((await client.get('/wps/rewards', { token: trial })).body).toMatchObject({ code: 'trial.only.real' });
    });

    it('admin grants a reward; the switch off turns the centre off', async () => {
      const token = await login();
      const { id } = (
        await client.post<{ id: number }>('/__sim/rewards', {
          username: 'demo01',
          title: 'Test reward',
          amount: '3.21',
        })
      ).body.value;
      expect(
        (await client.get<{ list: RewardView[] }>('/wps/rewards', { token })).body.value.list.some(
          (r) => r.id === id && r.amount === '3.21',
        ),
      ).toBe(true);
      platform.state.switches.REWCEN3 = false;
      expect((await client.get('/wps/rewards', { token })).body).toMatchObject({ code: 'feature.disabled' });
    });
  });
});
