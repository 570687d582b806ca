import * as v from 'valibot';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { api } from '../api/platform-api';
import { useInProcessPlatform } from '../testing';
import { configureIdentity, createStandInIdentityProvider, PHONE_CODE_SECONDS } from './identity-provider';

const MOBILE = '09450000001';
let platform: Platform;

const pendingCode = async (): Promise<string | null> =>
  (await api.get(`/__sim/sms`, { query: { mobileNum: MOBILE }, schema: v.object({ code: v.nullable(v.string()) }) }))
    .code;

beforeEach(() => {
  platform = createPlatform();
  useInProcessPlatform(platform);
});
afterEach(() => configureIdentity({ phoneVerification: false }));

describe('stand-in identity provider: phone verification', () => {
  it('is off until configured', () => {
    const provider = createStandInIdentityProvider();
    expect(provider.phoneVerification).toBe(false);
    configureIdentity({ phoneVerification: true });
    expect(provider.phoneVerification).toBe(true);
  });

  it('sends a code and trades the right one for a PHONE token the platform logs in with', async () => {
    const provider = createStandInIdentityProvider();
    expect(await provider.sendPhoneCode(MOBILE, '95')).toEqual({ expiresInSeconds: PHONE_CODE_SECONDS });
    const code = await pendingCode();
    expect(code).toMatch(/^\d{6}$/);

    const verified = await provider.verifyPhoneCode(MOBILE, code!);
    expect(verified).toEqual({ idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const claims = JSON.parse(Buffer.from(verified!.idToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ provider: 'PHONE', sub: MOBILE });
  });

  it('answers null for a wrong code or when no code was sent', async () => {
    const provider = createStandInIdentityProvider();
    expect(await provider.verifyPhoneCode(MOBILE, '123456')).toBeNull();
    await provider.sendPhoneCode(MOBILE, '95');
    const code = (await pendingCode())!;
    expect(await provider.verifyPhoneCode(MOBILE, code === '000000' ? '111111' : '000000')).toBeNull();
    expect(await provider.verifyPhoneCode(MOBILE, code)).not.toBeNull();
  });

  it('rejects when the service fails, so the screen can say so', async () => {
    const provider = createStandInIdentityProvider();
    await platform.fetch(
      new Request('http://x/__sim/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '/wps/identity/token', status: 503 }),
      }),
    );
    await expect(provider.verifyPhoneCode(MOBILE, '123456')).rejects.toMatchObject({ kind: 'server' });
  });
});
