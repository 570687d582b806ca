import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { act } from 'react';
import { bus } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { DownloadBar } from './download-bar';
import { DownloadHost } from './download-host';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/118.0.5993.92 Mobile/15E148 Safari/604.1',
  iPhoneWebClip:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 MCApp/2.3.0',
};

let platform: Platform;
const admin = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const seeded = () => Object.fromEntries(platform.state.site.downloads.map((d) => [d.resourceType, d.url]));

/** Pretends to be a browser: the user agent and the other things the download offer's rules read. */
function asDevice(
  userAgent: string,
  o: { touch?: number; standalone?: boolean; displayMode?: string; screenHeight?: number } = {},
) {
  const define = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, { configurable: true, get: () => value });
  define(window.navigator, 'userAgent', userAgent);
  define(window.navigator, 'maxTouchPoints', o.touch ?? 0);
  define(window.navigator, 'standalone', o.standalone ?? false);
  define(window.screen, 'height', o.screenHeight ?? 812);
  window.matchMedia = ((query: string) => ({
    matches: query === `(display-mode: ${o.displayMode ?? 'browser'})`,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

/** The link and switch calls answered: whatever the bar decides is on screen. */
async function settled(client: QueryClient) {
  await waitFor(() => {
    expect(client.getQueryState(['system', 'download-links'])?.status).toBe('success');
    expect(client.getQueryState(['whitelabel', 'switches'])?.status).toBe('success');
  });
}

/** The bar with the host's popup owner beside it, as the App mounts them. */
const renderBar = () =>
  renderWithProviders(
    <>
      <DownloadBar />
      <DownloadHost />
    </>,
  );

async function openPopup() {
  await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
  return screen.getByRole('dialog', { name: 'Download the app' });
}

beforeAll(() => setupI18n('EN'));
beforeEach(() => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  resetSession();
  localStorage.clear();
});

describe('DownloadBar', () => {
  it('iPhone Safari: the bar opens a popup with the iOS app and, in the add-to-home-screen footer, the profile', async () => {
    asDevice(UA.iPhoneSafari, { touch: 5, screenHeight: 844 });
    renderBar();
    const bar = await screen.findByRole('complementary', { name: 'App download' });
    expect(within(bar).getByRole('img', { name: 'MC app icon' })).toHaveAttribute('src', '/wps/assets/app/icon.svg');

    const popup = await openPopup();
    expect(within(popup).getByRole('link', { name: /iOS app/ })).toHaveAttribute('href', seeded().IOS);
    expect(within(popup).queryByRole('link', { name: /Android app/ })).not.toBeInTheDocument();
    const footer = within(popup).getByTestId('home-screen-footer');
    expect(footer).toHaveClass('host-dl-footer--tall');
    expect(within(footer).getByText('Choose “Add to Home Screen”, then tap Add.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Install the web app profile/ })).toHaveAttribute(
      'href',
      seeded().MOBILECONFIG,
    );
    expect(within(popup).queryByTestId('safari-required')).not.toBeInTheDocument();
  });

  it('iPhone below 812 px gets the ordinary footer; the web-clip flag hides the profile button', async () => {
    asDevice(UA.iPhoneSafari, { touch: 5, screenHeight: 667 });
    localStorage.setItem('webClip', '1');
    renderBar();
    const popup = await openPopup();
    const footer = within(popup).getByTestId('home-screen-footer');
    expect(footer).not.toHaveClass('host-dl-footer--tall');
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: /iOS app/ })).toBeInTheDocument();
  });

  it('iPhone Safari with the iOS-hide switch on: no iOS app, the profile still offered', async () => {
    await admin('/__sim/switches', { IOSHIDE3: true });
    asDevice(UA.iPhoneSafari, { touch: 5 });
    renderBar();
    const popup = await openPopup();
    await waitFor(() => expect(within(popup).queryByRole('link', { name: /iOS app/ })).not.toBeInTheDocument());
    expect(within(popup).getByRole('link', { name: /Install the web app profile/ })).toBeInTheDocument();
  });

  it('iPhone Chrome: the popup says Safari is required instead of offering the iOS installs', async () => {
    asDevice(UA.iPhoneChrome, { touch: 5 });
    renderBar();
    const popup = await openPopup();
    expect(within(popup).getByTestId('safari-required')).toHaveTextContent('Please use Safari for download App');
    expect(within(popup).getByRole('button', { name: 'Copy page link' })).toBeInTheDocument();
    expect(within(popup).queryByRole('link')).not.toBeInTheDocument();
    expect(within(popup).queryByTestId('home-screen-footer')).not.toBeInTheDocument();
  });

  it('Android Chrome: the Android app only; Escape closes the popup and gives focus back', async () => {
    asDevice(UA.androidChrome, { touch: 5 });
    renderBar();
    const popup = await openPopup();
    expect(within(popup).getByRole('link', { name: /Android app/ })).toHaveAttribute('href', seeded().Android);
    expect(within(popup).queryByRole('link', { name: /iOS app/ })).not.toBeInTheDocument();
    expect(within(popup).queryByTestId('home-screen-footer')).not.toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('Android without an Android link: no bar', async () => {
    await admin('/__sim/site', { downloads: [{ resourceType: 'IOS', url: 'https://dl.test/app.ipa' }] });
    asDevice(UA.androidChrome, { touch: 5 });
    await settled(renderBar().client);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('dismissing hides the bar and stays dismissed (hideDownloadBar=1)', async () => {
    asDevice(UA.androidChrome, { touch: 5 });
    const first = renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the app download bar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    first.unmount();

    await settled(renderBar().client);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it.each([
    ['inside the app', UA.androidApp, {}],
    ['installed as a PWA', UA.androidChrome, { displayMode: 'standalone' }],
  ])('%s: no bar', async (_, ua, extra) => {
    asDevice(ua, { touch: 5, ...extra });
    await settled(renderBar().client);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('an iOS web clip: no bar, and the web-clip flag is set so Safari stops offering the profile', async () => {
    asDevice(UA.iPhoneWebClip, { touch: 5, standalone: true, displayMode: 'standalone' });
    renderBar();
    await waitFor(() => expect(localStorage.getItem('webClip')).toBe('1'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a failed link call shows an error with Retry in the bar; Retry brings the bar', async () => {
    await admin('/__sim/faults', { path: '/wps/system/downloadLinks', status: 503, times: 1 });
    asDevice(UA.androidChrome, { touch: 5 });
    renderBar();
    const error = await screen.findByTestId('error-state');
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});

describe('DownloadHost', () => {
  it('opens the popup when a remote asks through the bus (the member centre header), and closes it', async () => {
    asDevice(UA.androidChrome, { touch: 5 });
    renderWithProviders(<DownloadHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('download:open'));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(await within(popup).findByRole('link', { name: /Android app/ })).toHaveAttribute('href', seeded().Android);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
