import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { JPEG_BYTES, PNG_BYTES } from '@mc/platform-sim/testing';
import { renderAtPath, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { bus, login, sessionStore } from '@mc/shared-kernel';
import '../../i18n/promotions/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import PromotionsPage from './promotions-page';
import PromotionDetailPage, { parsePromotionId } from './promotion-detail-page';

const SLOW = { timeout: 15_000 };
const fileOf = (bytes: Uint8Array, name: string, type: string): File =>
  new NodeFile([bytes], name, { type }) as unknown as File;

let platform: Platform;
let applies: number;

beforeEach(async () => {
  platform = createPlatform();
  applies = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'POST' && /\/apply$/.test(new URL(request.url).pathname)) applies += 1;
      return platform.fetch(request);
    },
  });
  globalThis.FormData = (
    await new Response('a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
});

async function logIn() {
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

const openList = (path = '/m/activity') => renderAtPath('/m/activity', <PromotionsPage />, path);
const openDetail = (id: number | string) =>
  renderAtPath('/m/activityInfo', <PromotionDetailPage />, `/m/activityInfo?id=${id}`);
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Promotions' }, SLOW)).getAllByRole('listitem');

describe('/m/activity', () => {
  it('is public, titled, without the bottom menu; its detail goes back to the list', () => {
    expect(routes.find((r) => r.path === '/m/activity')).toMatchObject({
      guard: 'none',
      titleKey: 'member-promotions:title',
      bottomMenu: false,
    });
    expect(routes.find((r) => r.path === '/m/activityInfo')).toMatchObject({ guard: 'none' });
    expect(routes.find((r) => r.path === '/m/rewardCenter')).toMatchObject({ guard: 'real-account' });
  });

  it('lets a guest browse the categories as tabs with the arrow keys; the tab is kept in the address', async () => {
    openList();
    expect(await cards()).toHaveLength(7);
    const tabs = screen.getByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New members', 'Deposit', 'Slots', 'Live casino', 'Sports']);
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('category=SLOTS');
    await waitFor(async () =>
      expect((await cards()).map((c) => c.textContent)).toEqual([
        expect.stringContaining('Slots weekend cashback'),
        expect.stringContaining('Daily rebate 1.2%'),
      ]),
    );
    // Guests see periods, not claim states.
    expect(screen.queryByText('In process')).not.toBeInTheDocument();
    expect(within((await cards())[0]!).getByText('Ongoing')).toBeInTheDocument();
  });

  it('reads a category link, and a wrong one shows all', async () => {
    openList('/m/activity?category=sports');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect((await cards())[0]).toHaveTextContent('Coming soon');
  });

  it('shows demo01 the claim state on each card', async () => {
    await logIn();
    openList();
    const list = await cards();
    const text = list.map((c) => c.textContent ?? '');
    expect(text.find((t) => t.includes('Slots weekend cashback'))).toContain('In process');
    expect(text.find((t) => t.includes('Daily deposit bonus'))).toContain('Rejected');
    expect(text.find((t) => t.includes('Live casino mission'))).toContain('Signed up');
    expect(text.find((t) => t.includes('Lucky draw'))).toMatch(/Ended.*Closed/);
  });

  it('shows an error with Retry when the list fails', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/promotions', status: 503, times: 1 });
    openList();
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    await userEvent.setup().click(retry);
    expect(await cards()).toHaveLength(7);
  });
});

describe('/m/activityInfo', () => {
  it('reads only a positive whole id', () => {
    expect(parsePromotionId('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '9999999999'])
      expect(parsePromotionId(bad)).toBeNull();
  });

  it('says so when there is no such promotion', async () => {
    openDetail(99);
    expect(await screen.findByText('This promotion does not exist or has been removed.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/m/activity');
  });

  it('sanitizes the hostile content: no script, no handler, no javascript: link', async () => {
    openDetail(3);
    await screen.findByRole('heading', { name: 'Slots weekend cashback' }, SLOW);
    await waitFor(() => expect(document.querySelector('.mc-server-html strong')).not.toBeNull(), SLOW);
    const html = document.querySelector('.mc-server-html')!;
    expect(html.querySelector('script, [onerror]')).toBeNull();
    expect(html.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as unknown as { __promoXss?: number }).__promoXss).toBeUndefined();
  });

  it('asks a guest to log in when applying, and a trial user to use a real account', async () => {
    const asked: unknown[] = [];
    const off = bus.on('auth:required', (payload) => asked.push(payload));
    const view = openDetail(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }, SLOW));
    expect(asked).toEqual([{ reason: 'login' }]);
    expect(screen.queryByRole('textbox', { name: /Remark/ })).not.toBeInTheDocument();
    view.unmount();
    sessionStore
      .getState()
      .login({ token: 'trial-token', merchantCode: 'MC99', userName: 'TRIAL_ABCD', type: 0 }, { trial: true });
    openDetail(1);
    await user.click(await screen.findByRole('button', { name: 'Apply' }, SLOW));
    off();
    expect(asked).toEqual([{ reason: 'login' }, { reason: 'real-account' }]);
    expect(applies).toBe(0);
  });

  it.each([
    ['', 'Please write a remark'],
    ['     ', 'Please write a remark'],
    ['x'.repeat(141), 'At most 140 characters'],
    ['Hidden\u202Ereversed', 'The text holds invisible or control characters; please type it again'],
  ])('refuses the remark %j under the field, keeps it and sends nothing', async (text, message) => {
    await logIn();
    openDetail(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }, SLOW));
    const remark = await screen.findByRole('textbox', { name: /Remark/ }, SLOW);
    if (text) {
      await user.click(remark);
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    expect(remark).toHaveValue(text);
    expect(applies).toBe(0);
  });

  it('refuses a fourth picture and a file that is not one, keeping those chosen', async () => {
    await logIn();
    openDetail(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }, SLOW));
    await screen.findByRole('textbox', { name: /Remark/ }, SLOW);
    const input = () => screen.getByLabelText(/Choose a picture/, { selector: 'input' });
    await user.upload(input(), fileOf(new TextEncoder().encode('<svg onload=alert(1)>'), 'evil.png', 'image/png'));
    expect(await screen.findByText('Only PNG or JPG pictures')).toBeInTheDocument();
    for (const name of ['a.png', 'b.png', 'c.png']) await user.upload(input(), fileOf(PNG_BYTES, name, 'image/png'));
    expect(screen.getAllByRole('img', { name: /a\.png|b\.png|c\.png|Picture/ }).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByLabelText(/Choose a picture/, { selector: 'input' })).toBeNull();
  });

  it('sends an application with a remark and two pictures once on a double tap; it then reads Applying', async () => {
    await logIn();
    openDetail(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Apply for this promotion' }, SLOW)).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Remark/ }), 'First deposit done <b>today</b>');
    const input = () => screen.getByLabelText(/Choose a picture/, { selector: 'input' });
    await user.upload(input(), fileOf(PNG_BYTES, 'one.png', 'image/png'));
    await user.upload(input(), fileOf(JPEG_BYTES, 'two.jpg', 'image/jpeg'));
    await user.dblClick(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent', {}, SLOW)).toBeInTheDocument();
    expect(applies).toBe(1);
    const mine = await screen.findByRole('region', { name: 'My application' }, SLOW);
    expect(within(mine).getByText('Applying')).toBeInTheDocument();
    // The remark is text, not markup.
    expect(within(mine).getByText('First deposit done <b>today</b>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    const stored = platform.state.promo.applications.get('demo01')![0]!;
    expect(stored).toMatchObject({
      promotionId: 1,
      state: 'Applying',
      images: [{ type: 'image/png' }, { type: 'image/jpeg' }],
    });
  });

  it('a rejected member may apply again; the reason shows', async () => {
    await logIn();
    openDetail(2);
    const mine = await screen.findByRole('region', { name: 'My application' }, SLOW);
    expect(within(mine).getByText('Rejected')).toBeInTheDocument();
    expect(within(mine).getByText(/The deposit was below 200.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('says a coming promotion is not open, and offers nothing to apply for on one that needs nothing', async () => {
    await logIn();
    const view = openDetail(5);
    expect(await screen.findByText('This promotion is not open for applications.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    view.unmount();
    openDetail(7);
    expect(await screen.findByText(/Nothing to apply for/, {}, SLOW)).toBeInTheDocument();
  });
});
