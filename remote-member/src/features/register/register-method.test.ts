import { APP_USER_AGENT_MARKER, currentEnvironment, detectRegisterMethod, type Environment } from './register-method';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const env = (overrides: Partial<Environment>): Environment => ({
  userAgent: CHROME,
  displayStandalone: false,
  iosStandalone: false,
  ...overrides,
});

describe('detectRegisterMethod', () => {
  it('is H5 in a plain mobile browser', () => {
    expect(detectRegisterMethod(env({}))).toBe('H5');
    expect(detectRegisterMethod(env({ userAgent: SAFARI }))).toBe('H5');
  });

  it('is APP inside the native app, whatever the display mode', () => {
    expect(detectRegisterMethod(env({ userAgent: `${CHROME} ${APP_USER_AGENT_MARKER}/2.1` }))).toBe('APP');
    expect(
      detectRegisterMethod(
        env({ userAgent: `${SAFARI} ${APP_USER_AGENT_MARKER}`, iosStandalone: true, displayStandalone: true }),
      ),
    ).toBe('APP');
  });

  it('is PWA when installed and opened in standalone display mode', () => {
    expect(detectRegisterMethod(env({ displayStandalone: true }))).toBe('PWA');
  });

  it('is WEBCLIP for an iOS home-screen web clip, even when it also reports standalone display', () => {
    expect(detectRegisterMethod(env({ userAgent: SAFARI, iosStandalone: true }))).toBe('WEBCLIP');
    expect(detectRegisterMethod(env({ userAgent: SAFARI, iosStandalone: true, displayStandalone: true }))).toBe(
      'WEBCLIP',
    );
  });

  it('does not take a look-alike word for the app marker', () => {
    expect(detectRegisterMethod(env({ userAgent: `${CHROME} mcapp` }))).toBe('H5');
  });
});

describe('currentEnvironment', () => {
  const original = { matchMedia: window.matchMedia, userAgent: navigator.userAgent };
  afterEach(() => {
    window.matchMedia = original.matchMedia;
    Object.defineProperty(navigator, 'userAgent', { value: original.userAgent, configurable: true });
    delete (navigator as Navigator & { standalone?: boolean }).standalone;
  });

  it('reads the user agent, the display mode and navigator.standalone of this page', () => {
    Object.defineProperty(navigator, 'userAgent', { value: `${SAFARI} ${APP_USER_AGENT_MARKER}`, configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    window.matchMedia = ((query: string) => ({
      matches: query === '(display-mode: standalone)',
    })) as unknown as typeof window.matchMedia;
    expect(currentEnvironment()).toEqual({
      userAgent: `${SAFARI} ${APP_USER_AGENT_MARKER}`,
      displayStandalone: true,
      iosStandalone: true,
    });
  });

  it('reports a plain browser where matchMedia is missing', () => {
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    expect(currentEnvironment()).toMatchObject({ displayStandalone: false, iosStandalone: false });
    expect(detectRegisterMethod(currentEnvironment())).toBe('H5');
  });
});
