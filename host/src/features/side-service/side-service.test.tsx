import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  currentLocation,
  renderAtPath,
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
} from '@mc/shared-kernel/testing';
import { SideService } from './side-service';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36';
const ANDROID_APP = `${ANDROID} MCApp/2.3.0`;

let platform: Platform;
const admin = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const serviceUrl = (type: string) => platform.state.site.customerService.find((c) => c.type === type)!.url;

function asBrowser(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => userAgent });
}

async function openWidget() {
  const toggle = await screen.findByRole('button', { name: 'Customer service' });
  await userEvent.click(toggle);
  return toggle;
}

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent carries the coordinates the drag reads.
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
  asBrowser(ANDROID);
});

describe('SideService', () => {
  it('expands to the configured messenger shortcuts, the app download and the in-site live chat', async () => {
    renderWithProviders(<SideService />);
    const toggle = await screen.findByRole('button', { name: 'Customer service' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const list = await screen.findByRole('list', { name: 'Customer service shortcuts' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'WhatsApp(opens in a new window)',
      'Telegram(opens in a new window)',
      'Facebook(opens in a new window)',
      'Download app',
      'Live customer service',
    ]);
    for (const [type, name] of [
      ['WHATSAPP', /WhatsApp/],
      ['TELEGRAM', /Telegram/],
      ['FACEBOOK', /Facebook/],
    ] as const) {
      const link = within(list).getByRole('link', { name });
      expect(link).toHaveAttribute('href', serviceUrl(type));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Live chat is the platform's chat launch, opened by the service screen inside the site — not the LIVE link in a new tab.
    const live = within(list).getByRole('link', { name: 'Live customer service' });
    expect(live).toHaveAttribute('href', '/m/service?chat=1');
    expect(live).not.toHaveAttribute('target');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).not.toContain(serviceUrl('LIVE'));
  });

  it('live chat goes to the in-site chat and closes the panel', async () => {
    renderAtPath('/m/home', <SideService />);
    await openWidget();
    await userEvent.click(await screen.findByRole('link', { name: 'Live customer service' }));
    expect(currentLocation()).toBe('/m/service?chat=1');
  });

  it('shows only what is configured, and live chat whatever the links say', async () => {
    await admin('/__sim/site', { customerService: [{ type: 'TELEGRAM', url: 'https://t.test/site' }] });
    renderWithProviders(<SideService />);
    await openWidget();
    const list = await screen.findByRole('list', { name: 'Customer service shortcuts' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['https://t.test/site', '/m/service?chat=1']),
    );
    expect(within(list).getByRole('button', { name: 'Download app' })).toBeInTheDocument();
  });

  // Download app opening the popup (the download feature's, mounted by the app): app/side-service-download.test.tsx.
  it('Escape closes and gives focus back to the button; so does a tap outside', async () => {
    renderWithProviders(
      <>
        <p>outside</p>
        <SideService />
      </>,
    );
    const toggle = await openWidget();
    await screen.findByRole('list', { name: 'Customer service shortcuts' });
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a failed call shows an error with Retry inside the widget', async () => {
    await admin('/__sim/faults', { path: '/wps/system/customerService', status: 503, times: 1 });
    renderWithProviders(<SideService />);
    await openWidget();
    const error = await screen.findByTestId('error-state');
    // Live chat does not depend on the links that failed.
    expect(screen.getByRole('link', { name: 'Live customer service' })).toHaveAttribute('href', '/m/service?chat=1');
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('inside the app with no links configured: live chat alone', async () => {
    asBrowser(ANDROID_APP);
    await admin('/__sim/site', { customerService: [] });
    renderWithProviders(<SideService />);
    await openWidget();
    const list = await screen.findByRole('list', { name: 'Customer service shortcuts' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument());
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Live customer service']);
  });

  it('inside the app: the shortcuts but no app download', async () => {
    asBrowser(ANDROID_APP);
    renderWithProviders(<SideService />);
    await openWidget();
    const list = await screen.findByRole('list', { name: 'Customer service shortcuts' });
    expect(within(list).queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Live customer service' })).toBeInTheDocument();
  });

  it('drags up and down within the screen without opening; a plain tap still opens', async () => {
    renderWithProviders(<SideService />);
    const toggle = await screen.findByRole('button', { name: 'Customer service' });
    const widget = screen.getByTestId('side-service');

    fireEvent.pointerDown(toggle, { button: 0, clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(toggle, { clientY: 420, pointerId: 1 });
    expect(widget.style.top).toBe('120px');
    fireEvent.pointerMove(toggle, { clientY: 5000, pointerId: 1 });
    // Never lower than the bottom menu (58 px) leaves room for: jsdom's window is 768 px high.
    expect(parseFloat(widget.style.top)).toBeLessThanOrEqual(768 - 58);
    fireEvent.pointerUp(toggle, { clientY: 5000, pointerId: 1 });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerDown(toggle, { button: 0, clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(toggle, { clientY: -900, pointerId: 1 });
    expect(parseFloat(widget.style.top)).toBeGreaterThanOrEqual(48);
    fireEvent.pointerUp(toggle, { pointerId: 1 });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('measures the bottom menu when there is one (its height includes the home-indicator inset)', async () => {
    renderWithProviders(
      <>
        <SideService />
        <nav className="host-menu" data-testid="menu" />
      </>,
    );
    const toggle = await screen.findByRole('button', { name: 'Customer service' });
    Object.defineProperty(screen.getByTestId('menu'), 'getBoundingClientRect', {
      value: () => ({ top: 600, bottom: 768 }),
    });
    fireEvent.pointerDown(toggle, { button: 0, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(toggle, { clientY: 5000, pointerId: 1 });
    expect(screen.getByTestId('side-service').style.top).toBe('592px');
    fireEvent.pointerUp(toggle, { pointerId: 1 });
  });
});
