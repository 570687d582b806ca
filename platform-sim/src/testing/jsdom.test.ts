/**
 * @jest-environment ../tooling/jest/jsdom-env.cjs
 */
import { createTestSim } from './fixtures';

/** Client packages run their jest tests in jsdom; the in-process sim must work there too. */
describe('platform in the jsdom test environment', () => {
  it('logs in and serves data', async () => {
    expect(typeof window).toBe('object');
    const { client } = createTestSim();
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({ sumBalance: '1234.50' });
    const captcha = await client.get<{ image: string }>('/wps/captcha');
    expect(captcha.body.value.image).toMatch(/^iVBORw0KGgo/);
  });
});
