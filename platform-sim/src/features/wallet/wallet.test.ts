import { createTestSim } from '../../testing/fixtures';

describe('merchant wallet', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  it("answers the member's centre wallet at their merchant, as a decimal string", async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await client.get('/wps/wallet/merchant', { token })).body.value).toEqual({
      merchantCode: 'MC01',
      currency: 'MMK',
      centreBalance: '1234.50',
    });
    await client.post('/__sim/balance', { username: 'demo01', amount: '90071992547409.91' });
    expect((await client.get('/wps/wallet/merchant', { token })).body.value).toMatchObject({
      centreBalance: '90071992547409.91',
    });
  });

  it('is the trial merchant for a trial player', async () => {
    const { body } = await client.post<{ token: string; merchantCode: string }>(
      '/wps/session/login/freeplay',
      {},
      { headers: { Module: 'FREEPLAY3' } },
    );
    const wallet = await client.get<{ merchantCode: string }>('/wps/wallet/merchant', { token: body.value.token });
    expect(wallet.body.value.merchantCode).toBe(body.value.merchantCode);
  });

  it('needs a session', async () => {
    const { status, body } = await client.get('/wps/wallet/merchant');
    expect(status).toBe(401);
    expect(body.code).toBe('session.expired');
  });
});
