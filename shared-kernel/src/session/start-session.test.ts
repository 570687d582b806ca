import { bus } from '../events/event-bus';
import { SessionKeys } from '../storage/storage-keys';
import { sessionStore } from './session-store';
import { startSession } from './start-session';

afterEach(() => sessionStore.getState().clear());

describe('startSession', () => {
  it('stores the session like a login and announces it', () => {
    const seen: string[] = [];
    const off = bus.on('session:login', ({ userName }) => seen.push(userName));
    const info = startSession({ token: 'tok', userName: 'newbie01', customerType: 0, firstTimeLogin: true }, 'MC01');
    off();
    expect(info).toEqual({ token: 'tok', merchantCode: 'MC01', userName: 'newbie01', type: 0, firstTimeLogin: true });
    expect(sessionStore.getState().info).toEqual(info);
    expect(sessionStore.getState().trialName).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SessionKeys.sessionInfo) ?? 'null')).toEqual(info);
    expect(seen).toEqual(['newbie01']);
  });

  it('prefers the merchant the platform names and defaults firstTimeLogin to false', () => {
    const info = startSession({ token: 'tok', userName: 'u', customerType: 4, merchantCode: 'MC02' }, 'MC01');
    expect(info).toMatchObject({ merchantCode: 'MC02', type: 4, firstTimeLogin: false });
  });
});
