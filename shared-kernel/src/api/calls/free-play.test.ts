import { createPlatform } from '@mc/platform-sim';
import { bus } from '../../events/event-bus';
import { sessionStore } from '../../session/session-store';
import { SessionKeys } from '../../storage/storage-keys';
import { resetSession, useInProcessPlatform } from '../../testing';
import { freePlayLogin } from './session';

describe('freePlayLogin', () => {
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
  });

  it('opens a trial session on the trial merchant and announces the login', async () => {
    const logins: unknown[] = [];
    const off = bus.on('session:login', (payload) => logins.push(payload));
    const { info, goHome } = await freePlayLogin('MCTRIAL');
    off();
    expect(info.userName).toMatch(/^TRIAL_/);
    expect(info.merchantCode).toBe('MCTRIAL');
    expect(goHome).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ info, trialName: info.userName });
    expect(sessionStorage.getItem(SessionKeys.trialName)).toBe(info.userName);
    expect(logins).toEqual([{ userName: info.userName }]);
  });
});
