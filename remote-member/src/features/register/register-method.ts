/** How the person reached registration, sent as `registerMethod`. */
export type RegisterMethod = 'APP' | 'PWA' | 'WEBCLIP' | 'H5';

/** The native app's web view adds this to its user agent. */
export const APP_USER_AGENT_MARKER = 'MCApp';

export interface Environment {
  userAgent: string;
  /** `(display-mode: standalone)` matches: installed as a PWA. */
  displayStandalone: boolean;
  /** iOS `navigator.standalone`: opened from a home-screen web clip. */
  iosStandalone: boolean;
}

/**
 * The app wins over everything (its web view may also report standalone); iOS web clips report
 * `navigator.standalone` and, on recent iOS, the standalone display mode too, so they are checked
 * before the PWA case.
 */
export function detectRegisterMethod(env: Environment): RegisterMethod {
  if (env.userAgent.includes(APP_USER_AGENT_MARKER)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.displayStandalone) return 'PWA';
  return 'H5';
}

export function currentEnvironment(): Environment {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    displayStandalone: globalThis.matchMedia?.('(display-mode: standalone)').matches === true,
    iosStandalone: nav?.standalone === true,
  };
}
