import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { DAY_MS } from '../../core/dates';

describe('member, wallet, inbox', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  it('answers member info', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const { body } = await client.get('/wps/member/info', { token });
    expect(body.value).toEqual({
      id: expect.any(Number),
      account: 'demo01',
      nickname: 'Demo Player',
      regDate: TEST_NOW - 420 * DAY_MS,
      type: 0,
      clubLabel: { labelName: 'VIP 2', rankLevel: 2, progress: 0.46 },
      toUpline: true,
      withdrawAllowed: true,
    });
  });

  it('answers balance as a decimal string and unread count', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({ sumBalance: '1234.50' });
    expect((await client.get('/wps/inbox/unread', { token, headers: { Module: 'INBOX3' } })).body.value).toEqual({
      count: 3,
    });

    const empty = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    expect((await client.get('/wps/wallet/balance', { token: empty })).body.value).toEqual({ sumBalance: '0.00' });
    expect((await client.get('/wps/inbox/unread', { token: empty })).body.value).toEqual({ count: 0 });
    expect((await client.get('/wps/member/info', { token: empty })).body.value).toMatchObject({ clubLabel: null });
  });

  it('lets admin set a balance exactly', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    await client.post('/__sim/balance', { username: 'demo01', amount: '90071992547409.91' });
    expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({
      sumBalance: '90071992547409.91',
    });
    expect((await client.post('/__sim/balance', { username: 'demo01', amount: 12.5 })).status).toBe(400);
    // One cent more is past what integer cents in a number hold exactly: refused, the balance kept.
    const tooLarge = await client.post('/__sim/balance', { username: 'demo01', amount: '90071992547409.92' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe('amount is too large');
    expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({
      sumBalance: '90071992547409.91',
    });
  });
});
