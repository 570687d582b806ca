// Two features on one page: the side service's Download app entry opens the app-download popup, whose one owner
// (the download feature's DownloadHost) the app mounts beside every page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { DownloadHost } from '../features/download/download-host';
import { SideService } from '../features/side-service/side-service';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36';

let platform: Platform;

async function openWidget() {
  const toggle = await screen.findByRole('button', { name: 'Customer service' });
  await userEvent.click(toggle);
  return toggle;
}

beforeAll(() => {
  // jsdom has no PointerEvent; the side service's button reads pointer events (it can be dragged).
  if (!('PointerEvent' in window)) {
    class PointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.assign(window, { PointerEvent });
  }
  return setupI18n('EN');
});
beforeEach(() => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  resetSession();
  localStorage.clear();
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ANDROID });
});

describe('the side service and the app-download popup', () => {
  it('Download app opens the app-download popup', async () => {
    // The host's popup owner, as the App mounts it.
    renderWithProviders(
      <>
        <SideService />
        <DownloadHost />
      </>,
    );
    const toggle = await openWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Download app' }));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await within(popup).findByRole('link', { name: /Android app/ })).toHaveAttribute(
      'href',
      platform.state.site.downloads.find((d) => d.resourceType === 'Android')!.url,
    );
  });
});
