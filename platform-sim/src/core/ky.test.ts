import ky, { HTTPError, TimeoutError } from 'ky';
import { createTestSim } from '../testing/fixtures';

/** The way the client uses the sim in jest: platform.fetch injected as ky's fetch. */
describe('ky with platform.fetch', () => {
  const { platform, client } = createTestSim();
  const api = ky.create({ prefixUrl: 'https://m.example.test', fetch: platform.fetch, retry: 0, timeout: 200 });
  beforeEach(() => platform.reset());

  it('gets envelopes with headers and search params', async () => {
    const body = await api
      .get('wps/game/list', { searchParams: { gameType: 'RNG', pageNo: 2, pageSize: 26 }, headers: { Language: 'EN' } })
      .json<{ value: { pageNum: number; games: unknown[] } }>();
    expect(body.value.pageNum).toBe(2);
    expect(body.value.games).toHaveLength(26);
  });

  it('surfaces 401 and 503 as HTTP errors', async () => {
    await expect(api.get('wps/member/info', { headers: { Token: 'stale' } })).rejects.toBeInstanceOf(HTTPError);
    await client.post('/__sim/mode', { maintenance: true });
    const error = await api.get('wps/game/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(503);
  });

  it('times out on an injected delay', async () => {
    await client.post('/__sim/faults', { path: '/wps/wallet', delayMs: 2_000 });
    await expect(api.get('wps/wallet/balance')).rejects.toBeInstanceOf(TimeoutError);
  });
});
