import {
  barVisible,
  detectDevice,
  downloadOffer,
  hasOffer,
  pickLinks,
  safeUrl,
  type DeviceEnv,
  type DownloadFlags,
  type DownloadLinks,
} from './download-rules';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPhoneOldSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/118.0.5993.92 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/119.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/118.0.2088.68 Mobile/15E148 Safari/605.1.15',
  iPhoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  iPhoneWebClip:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPhoneApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MCApp/2.3.0',
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 MCApp/2.3.0',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Safari/537.36',
};

const env = (userAgent: string, extra: Partial<DeviceEnv> = {}): DeviceEnv => ({
  userAgent,
  maxTouchPoints: 0,
  iosStandalone: false,
  displayMode: 'browser',
  screenHeight: 812,
  ...extra,
});

const LINKS: DownloadLinks = {
  android: 'https://dl.test/app.apk',
  ios: 'itms-services://?action=download-manifest&url=https://dl.test/app.plist',
  profile: 'https://dl.test/web.mobileconfig',
  icon: '/wps/assets/app/icon.svg',
};
const FLAGS: DownloadFlags = { iosHidden: false, webClip: false, dismissed: false };

function evaluate(e: DeviceEnv, links: DownloadLinks = LINKS, flags: DownloadFlags = FLAGS) {
  const device = detectDevice(e);
  const offer = downloadOffer(device, links, flags, e.screenHeight);
  return { device, offer, bar: barVisible(device, offer, flags) };
}

describe('download rules by platform', () => {
  it('iPhone Safari: iOS link and profile, add-to-home-screen footer, no Android, taller footer at 812', () => {
    const { device, offer, bar } = evaluate(env(UA.iPhoneSafari, { maxTouchPoints: 5 }));
    expect(device).toMatchObject({
      os: 'ios',
      mobile: true,
      iPhone: true,
      safari: true,
      installed: false,
      insideApp: false,
      iosVersion: [17, 0],
    });
    expect(offer).toEqual({
      android: null,
      ios: LINKS.ios,
      profile: LINKS.profile,
      safariRequired: false,
      homeScreenFooter: true,
      tallFooter: true,
    });
    expect(bar).toBe(true);
    expect(evaluate(env(UA.iPhoneSafari, { screenHeight: 667 })).offer.tallFooter).toBe(false);
  });

  it('iPhone Safari: the iOS-hide switch hides the iOS link; the web-clip flag hides the profile', () => {
    expect(evaluate(env(UA.iPhoneSafari), LINKS, { ...FLAGS, iosHidden: true }).offer).toMatchObject({
      ios: null,
      profile: LINKS.profile,
    });
    const both = evaluate(env(UA.iPhoneSafari), LINKS, { ...FLAGS, iosHidden: true, webClip: true });
    expect(both.offer).toMatchObject({ ios: null, profile: null, android: null });
    expect(both.bar).toBe(false);
  });

  it('iPhone Safari before iOS 12.4: no profile (the web app needs 12.4), the iOS app link stays', () => {
    const { device, offer } = evaluate(env(UA.iPhoneOldSafari));
    expect(device.iosVersion).toEqual([12, 2]);
    expect(offer).toMatchObject({ ios: LINKS.ios, profile: null });
  });

  it.each([
    ['Chrome (CriOS)', UA.iPhoneChrome],
    ['Firefox (FxiOS)', UA.iPhoneFirefox],
    ['Edge (EdgiOS)', UA.iPhoneEdge],
    ['the Facebook in-app browser', UA.iPhoneFacebook],
  ])('iPhone %s: Safari is required, no home-screen footer', (_, ua) => {
    const { device, offer, bar } = evaluate(env(ua));
    expect(device).toMatchObject({ os: 'ios', safari: false });
    expect(offer).toMatchObject({ safariRequired: true, homeScreenFooter: false, android: null });
    expect(bar).toBe(true);
  });

  it('iPad asking for the desktop site (Mac user agent with touch) is iOS Safari, not a desktop', () => {
    const { device, offer } = evaluate(env(UA.iPadDesktop, { maxTouchPoints: 5, screenHeight: 1180 }));
    expect(device).toMatchObject({ os: 'ios', mobile: true, iPhone: false, safari: true, iosVersion: [17, 0] });
    expect(offer).toEqual({
      android: null,
      ios: LINKS.ios,
      profile: LINKS.profile,
      safariRequired: false,
      homeScreenFooter: true,
      tallFooter: false,
    });
  });

  it('a Mac without touch is a desktop: Android and iOS links, no profile, no Safari notice', () => {
    const { device, offer } = evaluate(env(UA.macSafari, { screenHeight: 900 }));
    expect(device).toMatchObject({ os: 'other', mobile: false, safari: false });
    expect(offer).toMatchObject({
      android: LINKS.android,
      ios: LINKS.ios,
      profile: null,
      safariRequired: false,
      homeScreenFooter: false,
    });
  });

  it('Android Chrome: the Android link only', () => {
    const { device, offer, bar } = evaluate(env(UA.androidChrome, { maxTouchPoints: 5, screenHeight: 915 }));
    expect(device).toMatchObject({ os: 'android', mobile: true, iPhone: false, safari: false });
    expect(offer).toEqual({
      android: LINKS.android,
      ios: null,
      profile: null,
      safariRequired: false,
      homeScreenFooter: false,
      tallFooter: false,
    });
    expect(bar).toBe(true);
    // The iOS-hide switch only concerns iOS devices.
    expect(evaluate(env(UA.androidChrome), LINKS, { ...FLAGS, iosHidden: true }).offer.android).toBe(LINKS.android);
  });

  it('Android without an Android link: no bar', () => {
    expect(evaluate(env(UA.androidChrome), { ...LINKS, android: null }).bar).toBe(false);
  });

  it('desktop Chrome: Android and iOS links (iOS-hide does not apply off mobile), no profile', () => {
    const { device, offer, bar } = evaluate(env(UA.desktopChrome, { screenHeight: 1080 }), LINKS, {
      ...FLAGS,
      iosHidden: true,
    });
    expect(device).toMatchObject({ os: 'other', mobile: false });
    expect(offer).toMatchObject({ android: LINKS.android, ios: LINKS.ios, profile: null, safariRequired: false });
    expect(bar).toBe(true);
  });

  it.each([
    ['Android', UA.androidApp],
    ['iOS', UA.iPhoneApp],
  ])('inside the app (%s web view): no bar', (_, ua) => {
    const { device, bar } = evaluate(env(ua));
    expect(device.insideApp).toBe(true);
    expect(device.safari).toBe(false);
    expect(bar).toBe(false);
  });

  it.each(['standalone', 'fullscreen', 'minimal-ui'] as const)(
    'installed web app (display-mode %s): no bar',
    (displayMode) => {
      const { device, bar } = evaluate(env(UA.androidChrome, { displayMode }));
      expect(device.installed).toBe(true);
      expect(bar).toBe(false);
    },
  );

  it('iOS web clip (navigator.standalone): no bar', () => {
    const { device, bar } = evaluate(env(UA.iPhoneWebClip, { iosStandalone: true }));
    expect(device).toMatchObject({ os: 'ios', installed: true });
    expect(bar).toBe(false);
  });

  it('dismissed: no bar, whatever the device', () => {
    for (const ua of [UA.iPhoneSafari, UA.androidChrome, UA.desktopChrome]) {
      expect(evaluate(env(ua), LINKS, { ...FLAGS, dismissed: true }).bar).toBe(false);
    }
  });

  it('nothing configured: nothing offered', () => {
    const none = { android: null, ios: null, profile: null, icon: null };
    expect(hasOffer(evaluate(env(UA.desktopChrome), none).offer)).toBe(false);
  });
});

describe('pickLinks', () => {
  it('takes the first usable link of each type, case-insensitively, and ignores USDJUMP and unknown types', () => {
    expect(
      pickLinks([
        { resourceType: 'USDJUMP', url: 'https://usd.test' },
        { resourceType: 'android', url: '' },
        { resourceType: 'Android', url: 'https://dl.test/a.apk' },
        { resourceType: 'IOS', url: 'itms-services://?action=download-manifest&url=https://dl.test/m.plist' },
        { resourceType: 'MOBILECONFIG', url: null },
        { resourceType: 'AppDownloadIcon', url: '/wps/assets/app/icon.svg' },
        { resourceType: 'Windows', url: 'https://dl.test/a.exe' },
      ]),
    ).toEqual({
      android: 'https://dl.test/a.apk',
      ios: 'itms-services://?action=download-manifest&url=https://dl.test/m.plist',
      profile: null,
      icon: '/wps/assets/app/icon.svg',
    });
  });

  it('never passes on a script or protocol-relative URL, nor anything else the URL rule refuses', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.test/x')).toBeNull();
    expect(safeUrl('/\\evil.test/app.apk')).toBeNull();
    expect(safeUrl('/\t/evil.test/app.apk')).toBeNull();
    expect(safeUrl('/\n/evil.test/app.apk')).toBeNull();
    expect(safeUrl('https://user:pw@dl.test/app.apk')).toBeNull();
    expect(safeUrl('itms-services://?x=1')).toBeNull();
    expect(safeUrl('itms-services://?action=download-manifest&url=https://dl.test/m.plist')).toBeNull();
    expect(safeUrl('itms-services://?action=download-manifest&url=https://dl.test/m.plist', true)).toBe(
      'itms-services://?action=download-manifest&url=https://dl.test/m.plist',
    );
    expect(safeUrl('itms-services://?action=download-manifest&url=javascript:alert(1)', true)).toBeNull();
    expect(safeUrl('itms-services://?action=download-manifest&url=https://u:p@dl.test/m.plist', true)).toBeNull();
    expect(safeUrl('itms-services://?action=download-manifest&url=https://dl.test/m.plist\t', true)).toBeNull();
    expect(safeUrl(' https://ok.test/a ')).toBe('https://ok.test/a');
    expect(safeUrl('/wps/download/app.apk')).toBe('/wps/download/app.apk');
    expect(pickLinks([{ resourceType: 'AppDownloadIcon', url: 'https://tracker.test/i.png' }]).icon).toBeNull();
    expect(pickLinks([{ resourceType: 'Android', url: 'javascript:alert(1)' }]).android).toBeNull();
  });
});
