import type { DeviceEnv } from './download-rules';

const DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui'] as const;

/** What download-rules.ts needs to know about this browser, read once. */
export function currentDeviceEnv(): DeviceEnv {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  const matches = (mode: string) => globalThis.matchMedia?.(`(display-mode: ${mode})`).matches === true;
  return {
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    iosStandalone: nav?.standalone === true,
    displayMode: DISPLAY_MODES.find(matches) ?? 'browser',
    screenHeight: globalThis.screen?.height ?? 0,
  };
}
