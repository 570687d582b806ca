import { createTestSim } from '../../testing/fixtures';
import { DEMO_ACCOUNTS } from '../../data/accounts';

interface Requests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

const NONE: Requests = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };

describe('contract check (GET /wps/agent/contract/request)', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const tokenOf = (account: { username: string; password: string }, loginFrom: 'MEMBER' | 'AGENT') =>
    client.loginToken({ username: account.username, password: account.password, loginFrom });
  const check = (token?: string) =>
    client.get<Requests>('/wps/agent/contract/request', { token, headers: { Module: 'COMM3' } });

  it('has a daily salary and a dividend contract waiting for agent01', async () => {
    const { status, body } = await check(await tokenOf(DEMO_ACCOUNTS.agent, 'AGENT'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      value: { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 },
    });
  });

  it('has nothing waiting for agent02, members, type 4 or trial players', async () => {
    const tokens = [
      await tokenOf(DEMO_ACCOUNTS.subAgent, 'AGENT'),
      await tokenOf(DEMO_ACCOUNTS.member, 'MEMBER'),
      await tokenOf(DEMO_ACCOUNTS.type4Member, 'MEMBER'),
      (await client.post<{ token: string }>('/wps/session/login/freeplay')).body.value.token,
    ];
    for (const token of tokens) expect((await check(token)).body.value).toEqual(NONE);
  });

  it('needs a session', async () => {
    expect((await check()).status).toBe(401);
    expect((await check('not-a-token')).body.code).toBe('session.expired');
  });

  it('is set through POST /__sim/contracts, kept per account and restored by reset', async () => {
    const set = await client.post<Requests>('/__sim/contracts', { username: 'AGENT02', contracthoursalreq: 1 });
    expect(set.body.value).toEqual({ ...NONE, contracthoursalreq: 1 });
    const agent02 = await tokenOf(DEMO_ACCOUNTS.subAgent, 'AGENT');
    expect((await check(agent02)).body.value).toEqual({ ...NONE, contracthoursalreq: 1 });
    await client.post('/__sim/contracts', { username: 'agent01', dailysalreqtype: 0 });
    const agent01 = await tokenOf(DEMO_ACCOUNTS.agent, 'AGENT');
    expect((await check(agent01)).body.value).toEqual({ ...NONE, divtypecompperiodreq: 1 });

    platform.reset();
    const again = await tokenOf(DEMO_ACCOUNTS.subAgent, 'AGENT');
    expect((await check(again)).body.value).toEqual(NONE);
  });

  it('never gives an exempt type contracts, even when set', async () => {
    await client.post('/__sim/contracts', { username: 'member04', dailysalreqtype: 1 });
    expect((await check(await tokenOf(DEMO_ACCOUNTS.type4Member, 'MEMBER'))).body.value).toEqual(NONE);
  });

  it('refuses bad admin bodies with 400', async () => {
    for (const body of [
      {},
      { username: 'nobody', dailysalreqtype: 1 },
      { username: 'agent01', dailysalreqtype: -1 },
      { username: 'agent01', contracthoursalreq: 'yes' },
    ]) {
      expect((await client.post('/__sim/contracts', body)).status).toBe(400);
    }
  });
});
