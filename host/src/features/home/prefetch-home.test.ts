import { waitFor } from '@testing-library/react';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { i18n, login, queryClient, sessionStore } from '@mc/shared-kernel';
import { resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { homeAnnouncementsQuery } from './api/get-home-announcements';
import { HOME_NAMESPACES, prefetchHome } from './prefetch-home';

let platform: Platform;
let asked: URL[];
let images: HTMLImageElement[];
const SETTINGS = { merchantCode: 'MC01', maintenance: false, regionRestriction: false };
const RealImage = window.Image;

beforeEach(async () => {
  platform = createPlatform();
  asked = [];
  images = [];
  useInProcessPlatform({
    fetch: (request) => {
      asked.push(new URL(request.url));
      return platform.fetch(request);
    },
  });
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = new RealImage();
    images.push(image);
    return image;
  });
  resetSession();
  localStorage.clear();
  queryClient.clear();
  await setupI18n('EN');
});
afterEach(() => jest.restoreAllMocks());

const announcementCalls = () => asked.filter((u) => u.pathname === '/wps/announcements');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('prefetchHome', () => {
  it.each(['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'])(
    'on %p: texts first, then with the settings the call and the first banner picture',
    async (path) => {
      const texts = jest.spyOn(i18n, 'loadNamespaces');
      prefetchHome(null, path);
      expect(texts).toHaveBeenCalledWith(HOME_NAMESPACES);
      await settle();
      // A guest's merchant comes with the settings.
      expect(announcementCalls()).toHaveLength(0);

      prefetchHome(SETTINGS, path);
      await waitFor(() =>
        expect(queryClient.getQueryData(homeAnnouncementsQuery('MC01', 'EN').queryKey)?.banners.length).toBeGreaterThan(
          0,
        ),
      );
      expect(announcementCalls()).toHaveLength(1);
      expect(announcementCalls()[0]!.searchParams.get('merchantCode')).toBe('MC01');
      await waitFor(() => expect(images.some((i) => /\/wps\/assets\/banner\/1\.svg$/.test(i.src))).toBe(true));
      expect(images.find((i) => i.src.endsWith('/banner/1.svg'))!.fetchPriority).toBe('high');
      await waitFor(() => expect(i18n.hasLoadedNamespace('host-home')).toBe(true));
    },
  );

  it("starts at once with a session's merchant, and the second call joins the first", async () => {
    await login(
      {
        username: DEMO_ACCOUNTS.member.username,
        password: DEMO_ACCOUNTS.member.password,
        type: 'username',
        loginFrom: 'MEMBER',
      },
      'MC01',
    );
    asked = [];
    prefetchHome(null, '/m/home');
    prefetchHome(SETTINGS, '/m/home');
    await settle();
    expect(announcementCalls()).toHaveLength(1);
  });

  it("uses a trial player's merchant", async () => {
    sessionStore
      .getState()
      .login({ token: 't', merchantCode: 'MC01-TRIAL', userName: 'TRIAL_1', type: 0 }, { trial: true });
    prefetchHome(null, '/m/home');
    await settle();
    expect(announcementCalls()[0]!.searchParams.get('merchantCode')).toBe('MC01-TRIAL');
  });

  it('asks nothing on other pages or when the site is blocked', async () => {
    const texts = jest.spyOn(i18n, 'loadNamespaces');
    prefetchHome(null, '/m/gameList');
    prefetchHome(SETTINGS, '/m/gameList');
    prefetchHome({ ...SETTINGS, maintenance: true }, '/m/home');
    prefetchHome({ ...SETTINGS, regionRestriction: true }, '/m/home');
    await settle();
    expect(announcementCalls()).toHaveLength(0);
    expect(texts).not.toHaveBeenCalled();
    expect(images).toHaveLength(0);
  });
});
