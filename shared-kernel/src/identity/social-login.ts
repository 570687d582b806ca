import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/platform-api';
import { useSwitches } from '../api/calls/system';
import { startSession } from '../session/start-session';
import type { SessionInfo } from '../session/session-store';
import type { LoginPayload } from '../api/calls/session';
import { getIdentityProvider, SOCIAL_PROVIDERS, SOCIAL_SWITCHES, type SocialProvider } from './identity-provider';

export const SocialLoginResult = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.optional(v.boolean()),
  merchantCode: v.optional(v.string()),
});

/**
 * Signs in with the provider, then exchanges its ID token for a platform session, stored exactly as
 * a password login stores it. The platform applies the portal rules of a password login.
 */
export async function socialLogin(
  provider: SocialProvider,
  merchantCode: string,
  loginFrom: LoginPayload['loginFrom'] = 'MEMBER',
): Promise<SessionInfo> {
  const { idToken } = await getIdentityProvider().signIn(provider);
  const result = await api.post('/wps/session/login/social', {
    json: { provider, idToken, loginFrom },
    schema: SocialLoginResult,
  });
  return startSession(result, merchantCode);
}

export const identityReadyQuery = {
  queryKey: ['identity', 'ready'] as const,
  // A service that fails to start is simply not offered.
  queryFn: () =>
    getIdentityProvider()
      .init()
      .catch(() => false),
  staleTime: Infinity,
};

/**
 * The social providers to offer on login and registration: none until the identity
 * service has started, none when `active` is false (the login page's SMS method), else each provider
 * whose whitelabel switch is on.
 */
export function useSocialProviders(active = true): SocialProvider[] {
  const { data: ready } = useQuery(identityReadyQuery);
  const switches = useSwitches();
  if (!active || ready !== true || !switches) return [];
  return SOCIAL_PROVIDERS.filter((provider) => switches[SOCIAL_SWITCHES[provider]] === true);
}
