import { createPlatform, DEMO_ACCOUNTS } from '@mc/platform-sim';
import { rememberedCredentials } from '../../credentials/remembered-credentials';
import { balanceVisibility } from '../../session/balance-visibility';
import { sessionStore } from '../../session/session-store';
import { LocalKeys } from '../../storage/storage-keys';
import { resetSession, useInProcessPlatform } from '../../testing';
import { login, logout } from './session';

const logIn = (account: { username: string; password: string }) =>
  login({ username: account.username, password: account.password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');

describe('logout', () => {
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
    localStorage.clear();
    balanceVisibility.setState({ hidden: false });
  });

  it('ends the session and leaves autoLogin at 0 and no cached bank list', async () => {
    await logIn(DEMO_ACCOUNTS.member);
    localStorage.setItem(LocalKeys.bankList, '[]');
    await logout();
    expect(sessionStore.getState().info).toBeNull();
    expect(localStorage.getItem(LocalKeys.autoLogin)).toBe('0');
    expect(localStorage.getItem(LocalKeys.bankList)).toBeNull();
  });

  it('forgets the remembered (auto-login) credentials of every method', async () => {
    await rememberedCredentials.save({
      type: 'username',
      username: 'demo01',
      password: DEMO_ACCOUNTS.member.password,
      countryDialingCode: null,
    });
    await rememberedCredentials.save({
      type: 'sms',
      username: '09450000001',
      password: '123456',
      countryDialingCode: '95',
    });
    await logIn(DEMO_ACCOUNTS.member);
    await logout();
    expect(localStorage.getItem(LocalKeys.rememberedCredentials)).toBeNull();
    expect(await rememberedCredentials.load('username')).toBeNull();
    expect(await rememberedCredentials.load('sms')).toBeNull();
  });

  it('forgets them even when the logout call fails', async () => {
    await logIn(DEMO_ACCOUNTS.member);
    await rememberedCredentials.save({
      type: 'username',
      username: 'demo01',
      password: DEMO_ACCOUNTS.member.password,
      countryDialingCode: null,
    });
    useInProcessPlatform({ fetch: () => Promise.resolve(new Response('', { status: 503 })) });
    await expect(logout()).rejects.toBeDefined();
    expect(localStorage.getItem(LocalKeys.rememberedCredentials)).toBeNull();
  });

  it("takes the account's hidden balance with it: the next account to log in sees its balance", async () => {
    await logIn(DEMO_ACCOUNTS.member);
    balanceVisibility.getState().toggle();
    expect(balanceVisibility.getState().hidden).toBe(true);

    await logout();
    expect(localStorage.getItem(LocalKeys.hideBalance)).toBeNull();
    await logIn(DEMO_ACCOUNTS.emptyMember);
    expect(balanceVisibility.getState().hidden).toBe(false);
  });
});
