import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
import { getRuntimeConfig } from '../config/runtime-config';
import { getToken, sessionStore } from '../session/session-store';
import { currentLanguage } from '../i18n/i18n';
import { bus } from '../events/event-bus';

/** Clear the session once (what forms kept as drafts stays) and let the host ask the person to log in again. */
function sessionExpired(): void {
  sessionStore.getState().clear({ keepDrafts: true });
  bus.emit('session:expired');
}

function defaultOptions(): ApiClientOptions {
  return {
    baseUrl: () => getRuntimeConfig().apiBase,
    timeoutMs: () => getRuntimeConfig().timeoutMs,
    getToken,
    getLanguage: currentLanguage,
    onSessionExpired: sessionExpired,
    onMaintenance: () => bus.emit('system:maintenance'),
  };
}

/** The page's one API client. Tests swap its fetch for platform-sim's in-process handler. */
export let api: ApiClient = createApiClient(defaultOptions());

export function configureApi(overrides: Partial<ApiClientOptions>): ApiClient {
  api = createApiClient({ ...defaultOptions(), ...overrides });
  return api;
}

bus.on('session:login', () => api.resetSessionExpiry());
