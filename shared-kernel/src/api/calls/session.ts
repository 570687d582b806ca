import * as v from 'valibot';
import { api } from '../platform-api';
import { deviceHeader, encryptPayload } from '../../crypto/encrypt-payload';
import { sessionStore, type SessionInfo } from '../../session/session-store';
import { startSession } from '../../session/start-session';
import { bus } from '../../events/event-bus';
import { queryClient } from '../../query/query-client';
import { LocalKeys, safeStorage } from '../../storage/storage-keys';
import { balanceVisibility } from '../../session/balance-visibility';
import { rememberedCredentials } from '../../credentials/remembered-credentials';

export const PlatformKey = v.object({ kid: v.string(), alg: v.optional(v.string()), spki: v.string() });

export const LoginResult = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.optional(v.boolean()),
  merchantCode: v.optional(v.string()),
});
export type LoginResult = v.InferOutput<typeof LoginResult>;

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms' | 'firebase';
  loginFrom: 'MEMBER' | 'AGENT';
}

/** Sends a body encrypted as docs/api-contract.md describes, with the Encryption and Device headers. */
export async function postEncrypted<T>(
  method: 'post' | 'put',
  path: string,
  payload: unknown,
  schema: v.GenericSchema<unknown, T>,
  module?: string,
): Promise<T> {
  const key = await api.get('/wps/session/key', { schema: PlatformKey });
  const { body, encryptionHeader } = await encryptPayload(key, payload);
  return api[method](path, {
    json: body,
    module,
    schema,
    headers: { Encryption: encryptionHeader, 'Content-Type': 'application/json', Device: deviceHeader() },
  });
}

export async function login(payload: LoginPayload, merchantCode: string): Promise<SessionInfo> {
  const result = await postEncrypted('post', '/wps/session/login', payload, LoginResult);
  return startSession(result, merchantCode);
}

/**
 * Sign out: the logout call, then clear token, trial user, member info, session storage, autoLogin '0',
 * the remembered (auto-login) credentials of every method, the cached bank list and the account's
 * hidden-balance choice (the next account to log in here starts with its balance shown). The local
 * clean-up happens even when the call fails: the person asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.getState().info) await api.delete('/wps/session/logout', { schema: v.unknown() });
  } finally {
    sessionStore.getState().clear();
    const local = safeStorage('local');
    local?.setItem(LocalKeys.autoLogin, '0');
    local?.removeItem(LocalKeys.bankList);
    rememberedCredentials.clear();
    balanceVisibility.getState().forget();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    queryClient.removeQueries({ queryKey: ['inbox'] });
    bus.emit('session:logout');
  }
}

export const FreePlayResult = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  merchantCode: v.optional(v.string()),
  /** The platform's trial flag: 0 keeps the person where they are after free play; absent counts as on. */
  trial: v.optional(v.number()),
});

export interface FreePlaySession {
  info: SessionInfo;
  /** False when the platform's trial flag is 0 (free play then does not go home). */
  goHome: boolean;
}

/**
 * Free-play login (module FREEPLAY3): a trial account on the trial merchant, stored as a
 * trial session (trialName) and announced like any login.
 */
export async function freePlayLogin(trialMerchantCode: string): Promise<FreePlaySession> {
  const result = await api.post('/wps/session/login/freeplay', { module: 'FREEPLAY3', schema: FreePlayResult });
  const info: SessionInfo = {
    token: result.token,
    merchantCode: result.merchantCode ?? trialMerchantCode,
    userName: result.userName,
    type: result.customerType,
  };
  sessionStore.getState().login(info, { trial: true });
  bus.emit('session:login', { userName: info.userName });
  return { info, goHome: result.trial !== 0 };
}

export const CaptchaImage = v.object({ image: v.string() });
export const fetchCaptcha = () => api.get('/wps/captcha', { module: 'CAPTCHA3', schema: CaptchaImage });
