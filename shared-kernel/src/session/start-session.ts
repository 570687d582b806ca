import type { LoginResult } from '../api/calls/session';
import { bus } from '../events/event-bus';
import { sessionStore, type SessionInfo } from './session-store';

/**
 * Stores a session the platform opened outside `login()` (registration answers the new member's
 * token) exactly as a login stores it, and tells the host and remotes. `merchantCode` is the site's,
 * used when the platform does not name one.
 */
export function startSession(result: LoginResult, merchantCode: string): SessionInfo {
  const info: SessionInfo = {
    token: result.token,
    merchantCode: result.merchantCode ?? merchantCode,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin ?? false,
  };
  sessionStore.getState().login(info);
  bus.emit('session:login', { userName: info.userName });
  return info;
}
