import * as v from 'valibot';
import { isApiError } from '../api/api-error';
import { api } from '../api/platform-api';

export type SocialProvider = 'FACEBOOK' | 'GOOGLE';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['FACEBOOK', 'GOOGLE'];

/** Whitelabel switch that enables each provider's button on login and registration. */
export const SOCIAL_SWITCHES: Record<SocialProvider, string> = { FACEBOOK: 'FACEBOOKLOGIN3', GOOGLE: 'GOOGLELOGIN3' };

/**
 * The one seam between the site and an outside identity service (Facebook, Google, and the
 * phone-verification service of the SMS login). Screens only ever see this interface.
 */
export interface IdentityProvider {
  /** Loads and starts the service; false (or a rejection) keeps the social buttons hidden. */
  init(): Promise<boolean>;
  /** Asks the person to sign in with the provider and answers the provider's ID token for the platform. */
  signIn(provider: SocialProvider): Promise<{ idToken: string }>;
  /** True when SMS login codes are sent and checked by the phone-verification service. */
  readonly phoneVerification: boolean;
  /** Has the service send a code to the number; the answer sets the SMS button's countdown. */
  sendPhoneCode(mobileNum: string, countryDialingCode: string): Promise<{ expiresInSeconds: number }>;
  /** The service's ID token for the number when `code` is right; null when it is not (the login stops silently). */
  verifyPhoneCode(mobileNum: string, code: string): Promise<{ idToken: string } | null>;
}

export interface IdentityConfig {
  phoneVerification: boolean;
}

/** The SMS button counts down 1 minute on the phone-service path. */
export const PHONE_CODE_SECONDS = 60;

let config: IdentityConfig = { phoneVerification: false };

/**
 * Deployment settings of the identity services, read at start-up (off until configured). The stand-in
 * reads them on every use, so configuring after it was installed still takes effect.
 */
export function configureIdentity(next: Partial<IdentityConfig>): void {
  config = { ...config, ...next };
}

export const IdToken = v.object({ idToken: v.string() });

/** Demo identities the platform simulator links to the demo member. */
export const STAND_IN_SUBJECTS: Record<SocialProvider, string> = { FACEBOOK: 'fb-demo01', GOOGLE: 'g-demo01' };

/**
 * Stand-in for the provider SDKs, used against platform-sim: `signIn` opens no window, it asks the
 * sim's `POST /wps/identity/token` for a token of a demo subject. Phone verification sends the sim's
 * ordinary SMS login code and trades the typed code for a PHONE token (the sim checks the code, as the
 * real service would). A real deployment replaces it at
 * start-up: the host reads the provider settings (Facebook app id, Google client id) from its runtime
 * config (`/config.json`) and calls `setIdentityProvider()` with an adapter whose `init()` loads the
 * SDK scripts (resolving false when they cannot load) and whose `signIn()` runs the SDK's sign-in
 * and answers its ID token. Nothing else changes: the screens and `socialLogin()` stay the same.
 */
export function createStandInIdentityProvider(
  subjects: Record<SocialProvider, string> = STAND_IN_SUBJECTS,
): IdentityProvider {
  return {
    init: async () => true,
    signIn: (provider) =>
      api.post('/wps/identity/token', { json: { provider, subject: subjects[provider] }, schema: IdToken }),
    get phoneVerification() {
      return config.phoneVerification;
    },
    sendPhoneCode: async (mobileNum) => {
      await api.post('/wps/verification/sms/noLogin', {
        module: 'VERIFICATION3',
        json: { mobileNum },
        schema: v.unknown(),
      });
      return { expiresInSeconds: PHONE_CODE_SECONDS };
    },
    verifyPhoneCode: async (mobileNum, code) => {
      try {
        return await api.post('/wps/identity/token', {
          json: { provider: 'PHONE', subject: mobileNum, code },
          schema: IdToken,
        });
      } catch (error) {
        // A wrong or expired code is the service saying "not verified", not a failure to report.
        if (isApiError(error) && error.kind === 'business' && error.code === 'verification.invalid') return null;
        throw error;
      }
    },
  };
}

let current: IdentityProvider = createStandInIdentityProvider();

export function setIdentityProvider(provider: IdentityProvider): void {
  current = provider;
}

export function getIdentityProvider(): IdentityProvider {
  return current;
}
