import { draftKey, SessionKeys } from '../storage/storage-keys';
import { isAgentType, sessionStore } from './session-store';

const info = { token: 't-1', merchantCode: 'MC01', userName: 'demo01', type: 0, firstTimeLogin: false };

describe('session store', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    sessionStorage.clear();
  });

  it('persists session info under MC_SESSION_INFO in session storage', () => {
    sessionStore.getState().login(info);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!)).toEqual(info);
    expect(sessionStorage.getItem('trialName')).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('keeps the trial name for a trial session', () => {
    sessionStore.getState().login({ ...info, userName: 'TRIAL_1' }, { trial: true });
    expect(sessionStore.getState().trialName).toBe('TRIAL_1');
    expect(sessionStorage.getItem('trialName')).toBe('TRIAL_1');
  });

  it('clears state and session storage', () => {
    sessionStore.getState().login(info);
    sessionStorage.setItem('NOTICE_POP', '1');
    sessionStore.getState().clear();
    expect(sessionStore.getState().info).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('a lost session keeps the form drafts and the pending money submissions, a sign-out does not', () => {
    sessionStore.getState().login(info);
    sessionStorage.setItem('NOTICE_POP', '1');
    sessionStorage.setItem(draftKey('form'), '{"user":"demo01"}');
    const pendingMoney = '{"withdraw":{"key":"k-0001","at":1,"user":"demo01"}}';
    sessionStorage.setItem(SessionKeys.pendingMoney, pendingMoney);
    sessionStore.getState().clear({ keepDrafts: true });
    expect(sessionStorage.getItem(SessionKeys.pendingMoney)).toBe(pendingMoney);
    expect(sessionStore.getState().info).toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('NOTICE_POP')).toBeNull();
    expect(sessionStorage.getItem(draftKey('form'))).toBe('{"user":"demo01"}');
    sessionStore.getState().clear();
    expect(sessionStorage.length).toBe(0);
  });

  it('knows which member types are agents', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 41, 42].map(isAgentType)).toEqual([true, true, true, true]);
    expect(isAgentType(undefined)).toBe(false);
  });
});
