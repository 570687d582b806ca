import * as v from 'valibot';
import { api } from '../api/platform-api';

export type SocialProvider = 'FACEBOOK' | 'GOOGLE';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['FACEBOOK', 'GOOGLE'];

/** Whitelabel switch that enables each provider's button (spec section 2, Login). */
export const SOCIAL_SWITCHES: Record<SocialProvider, string> = { FACEBOOK: 'FACEBOOKLOGIN3', GOOGLE: 'GOOGLELOGIN3' };

/**
 * The one seam between the site and an outside identity service (Facebook, Google; the
 * phone-verification SMS path belongs behind it too). Screens only ever see this interface.
 */
export interface IdentityProvider {
  /** Loads and starts the service; false (or a rejection) keeps the social buttons hidden. */
  init(): Promise<boolean>;
  /** Asks the person to sign in with the provider and answers the provider's ID token for the platform. */
  signIn(provider: SocialProvider): Promise<{ idToken: string }>;
}

const IdToken = v.object({ idToken: v.string() });

/** Demo identities the platform simulator links to the demo member. */
export const STAND_IN_SUBJECTS: Record<SocialProvider, string> = { FACEBOOK: 'fb-demo01', GOOGLE: 'g-demo01' };

/**
 * Stand-in for the provider SDKs, used against platform-sim: `signIn` opens no window, it asks the
 * sim's `POST /wps/identity/token` for a token of a demo subject. A real deployment replaces it at
 * start-up: the host reads the provider settings (Facebook app id, Google client id) from its runtime
 * config (`/config.json`) and calls `setIdentityProvider()` with an adapter whose `init()` loads the
 * SDK scripts (resolving false when they cannot load) and whose `signIn()` runs the SDK's sign-in
 * and answers its ID token. Nothing else changes: the screens and `socialLogin()` stay the same.
 */
export function createStandInIdentityProvider(subjects: Record<SocialProvider, string> = STAND_IN_SUBJECTS): IdentityProvider {
  return {
    init: async () => true,
    signIn: (provider) => api.post('/wps/identity/token', { json: { provider, subject: subjects[provider] }, schema: IdToken }),
  };
}

let current: IdentityProvider = createStandInIdentityProvider();

export function setIdentityProvider(provider: IdentityProvider): void {
  current = provider;
}

export function getIdentityProvider(): IdentityProvider {
  return current;
}
