import { checkUrl, hasRefusedCharacters, platformImageUrl, platformLink } from '@mc/shared-kernel';

/**
 * Who gets the app-download bar and which links its popup offers (docs/product.md, Download and
 * install). Pure: the component reads the browser once (device-env.ts) and passes it in.
 */

/** The native app's web view adds this to its user agent (the same marker registration uses). */
export const APP_USER_AGENT_MARKER = 'MCApp';
/** The web app (profile / home-screen install) needs iOS 12.4 or later. */
export const MIN_WEB_APP_IOS: readonly [number, number] = [12, 4];
/** iPhones at least this tall (X and later, CSS px) get the taller footer for the home indicator. */
export const TALL_FOOTER_MIN_HEIGHT = 812;

export interface DeviceEnv {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asking for the desktop site says "Macintosh" but has touch. */
  maxTouchPoints: number;
  /** iOS navigator.standalone: opened from a home-screen web clip. */
  iosStandalone: boolean;
  /** The matching CSS display-mode; anything but 'browser' is an installed web app. */
  displayMode: 'browser' | 'standalone' | 'fullscreen' | 'minimal-ui';
  /** screen.height in CSS pixels. */
  screenHeight: number;
}

export interface Device {
  os: 'ios' | 'android' | 'other';
  mobile: boolean;
  iPhone: boolean;
  /** [major, minor] when the user agent tells it. */
  iosVersion: readonly [number, number] | null;
  /** Running inside the native app's web view. */
  insideApp: boolean;
  /** iOS Safari itself (the only iOS browser that installs profiles and web clips). */
  safari: boolean;
  /** Running as an installed web app: PWA display mode or an iOS web clip. */
  installed: boolean;
}

/**
 * Tokens of iOS browsers and in-app browsers that are not Safari. They all carry WebKit, and several
 * also carry "Safari/" and "Version/", so Safari is recognised by excluding them.
 */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Focus\/|Brave|UCBrowser|MQQBrowser|baiduboxapp|FBAN|FBAV|FBIOS|Instagram|Line\/|MicroMessenger|WhatsApp|Twitter|Snapchat|TikTok|musical_ly|Telegram/i;

function iosVersionOf(userAgent: string): readonly [number, number] | null {
  const os = /OS (\d+)[_.](\d+)(?:[_.]\d+)? like Mac OS X/.exec(userAgent);
  if (os) return [Number(os[1]), Number(os[2])];
  // Desktop-class iPad Safari reports macOS; its Safari version follows the iOS version.
  const safari = /Version\/(\d+)\.(\d+)/.exec(userAgent);
  return safari ? [Number(safari[1]), Number(safari[2])] : null;
}

export function detectDevice(env: DeviceEnv): Device {
  const ua = env.userAgent;
  const iPadAsMac = /Macintosh/.test(ua) && env.maxTouchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(ua) || iPadAsMac;
  const android = /Android/i.test(ua);
  const insideApp = ua.includes(APP_USER_AGENT_MARKER);
  return {
    os: ios ? 'ios' : android ? 'android' : 'other',
    mobile: ios || android || /Mobi/i.test(ua),
    iPhone: /iPhone|iPod/.test(ua),
    iosVersion: ios ? iosVersionOf(ua) : null,
    insideApp,
    // In-app web views (WKWebView) leave "Safari/" out of the user agent; Safari always sends Version/.
    safari: ios && !insideApp && /Version\/[\d.]+/.test(ua) && /Safari\//.test(ua) && !NOT_SAFARI.test(ua),
    installed: env.iosStandalone || env.displayMode !== 'browser',
  };
}

/** The addresses as the popup gives them to the browser (already through the URL rule, platform paths resolved). */
export interface DownloadLinks {
  android: string | null;
  ios: string | null;
  profile: string | null;
  icon: string | null;
}

/**
 * An iOS enterprise install (`itms-services://?action=download-manifest&url=<manifest>`): the address has
 * nothing the URL rule refuses, and its manifest passes the rule as an http(s) address.
 */
function itmsUrl(value: string): string | null {
  if (hasRefusedCharacters(value)) return null;
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'itms-services:' || url.host !== '' || url.username || url.password) return null;
  if (url.searchParams.get('action') !== 'download-manifest') return null;
  return checkUrl(url.searchParams.get('url'), { base: 'https://site.invalid/', absoluteOnly: true }) ? text : null;
}

/**
 * A download address through the kernel's URL rule (`platformLink`: a platform path goes under the API base,
 * another site's address must be http(s), without credentials, `/\host`, tabs or newlines), as the browser
 * should get it; iOS app links may also be enterprise `itms-services:` installs.
 */
export function safeUrl(url: string | null | undefined, allowItms = false): string | null {
  if (allowItms && /^\s*itms-services:/i.test(url ?? '')) return itmsUrl(url ?? '');
  return platformLink(url);
}

/** The first usable link of each resource type; others (USDJUMP, unknown) are ignored. */
export function pickLinks(list: ReadonlyArray<{ resourceType: string; url?: string | null }>): DownloadLinks {
  const first = (type: string, allowItms = false) => {
    for (const item of list) {
      if (item.resourceType.toUpperCase() !== type) continue;
      const url = safeUrl(item.url, allowItms);
      if (url) return url;
    }
    return null;
  };
  const icon = list.find(
    (item) => item.resourceType.toUpperCase() === 'APPDOWNLOADICON' && platformImageUrl(item.url) !== null,
  );
  return {
    android: first('ANDROID'),
    ios: first('IOS', true),
    profile: first('MOBILECONFIG', true),
    icon: platformImageUrl(icon?.url),
  };
}

export interface DownloadFlags {
  /** Whitelabel switch IOSHIDE3: the iOS app link is hidden from iOS devices. */
  iosHidden: boolean;
  /** Local storage webClip is "1": this device already has the web-clip profile. */
  webClip: boolean;
  /** Local storage hideDownloadBar is "1". */
  dismissed: boolean;
}

export interface DownloadOffer {
  android: string | null;
  ios: string | null;
  profile: string | null;
  /** iOS outside Safari: tell them Safari is required instead of offering the iOS installs. */
  safariRequired: boolean;
  /** iOS Safari: the add-to-home-screen footer with its tips. */
  homeScreenFooter: boolean;
  /** iPhone with screen height ≥ 812: the footer leaves room for the home indicator. */
  tallFooter: boolean;
}

const atLeast = (version: readonly [number, number] | null, min: readonly [number, number]): boolean =>
  version === null || version[0] > min[0] || (version[0] === min[0] && version[1] >= min[1]);

export function downloadOffer(
  device: Device,
  links: DownloadLinks,
  flags: Pick<DownloadFlags, 'iosHidden' | 'webClip'>,
  screenHeight: number,
): DownloadOffer {
  const ios = device.os === 'ios';
  return {
    android: links.android && (!device.mobile || !ios) ? links.android : null,
    ios: links.ios && (!device.mobile || (ios && !flags.iosHidden)) ? links.ios : null,
    profile:
      links.profile && !flags.webClip && ios && atLeast(device.iosVersion, MIN_WEB_APP_IOS) ? links.profile : null,
    safariRequired: ios && !device.safari,
    homeScreenFooter: ios && device.safari,
    tallFooter: device.iPhone && screenHeight >= TALL_FOOTER_MIN_HEIGHT,
  };
}

export const hasOffer = (offer: DownloadOffer): boolean => Boolean(offer.android || offer.ios || offer.profile);

/** Never inside the app or an installed web app; those can only be told apart from the device. */
export const downloadsApply = (device: Device): boolean => !device.insideApp && !device.installed;

/** The bar: something to offer this platform, not inside the app, not installed, not dismissed. */
export function barVisible(device: Device, offer: DownloadOffer, flags: Pick<DownloadFlags, 'dismissed'>): boolean {
  return downloadsApply(device) && !flags.dismissed && hasOffer(offer);
}
