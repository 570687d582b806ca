import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import * as v from 'valibot';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { api, bus, changeLanguage, login, useSession } from '@mc/shared-kernel';
import {
  renderAtPath,
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import { layoutStore } from '../../layout/layout-store';
import { SessionPrompts } from './session-prompts';

let platform: Platform;
const LOGGED_OUT = 'The account has been logged out, please log in again';

/** Where the app is, and the way back the login form was given. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return (
    <p data-testid="where" data-from={from}>
      {location.pathname + location.search}
    </p>
  );
}

/** A page behind the member guard, as the host's guard treats it. */
function Guarded() {
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  return signedIn ? (
    <Where />
  ) : (
    <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />
  );
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/m/withdraw" element={<Guarded />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <SessionPrompts />
    </>,
    { route },
  );
}

async function signIn() {
  await login({ ...DEMO_ACCOUNTS.member, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

/** The platform ends every session; the next call of the page meets it. */
async function expireAndCall() {
  await platform.fetch(
    new Request('http://platform.test/__sim/expire-sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  await act(() => api.get('/wps/member/info', { schema: v.unknown() }).catch(() => undefined));
}

const where = () => screen.getByTestId('where');
const toastText = () => toastStore.getState().toasts.map((t) => t.text);

describe('SessionPrompts', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(async () => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
    toastStore.setState({ toasts: [] });
    layoutStore.getState().settleWithoutRoute('');
    await signIn();
  });

  it('on the login form, a session ending opens no dialog over it: a toast says why', async () => {
    renderAt('/m/login');
    await expireAndCall();
    await waitFor(() => expect(toastText()).toEqual([LOGGED_OUT]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a page whose guard takes the person to the login form: no dialog, and the form knows the way back', async () => {
    layoutStore.getState().setRoute('/m/withdraw', { guard: 'real-account' });
    renderAt('/m/withdraw?from=menu');
    expect(where()).toHaveTextContent('/m/withdraw?from=menu');
    await expireAndCall();
    await waitFor(() => expect(where()).toHaveTextContent(/^\/m\/login$/));
    expect(where()).toHaveAttribute('data-from', '/m/withdraw?from=menu');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastText()).toEqual([LOGGED_OUT]);
  });

  it('elsewhere asks in a dialog; its Log in opens the login form with the way back to the page', async () => {
    renderAt('/m/mine?tab=vip');
    await expireAndCall();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('session-prompt')).toHaveTextContent(LOGGED_OUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(where()).toHaveTextContent(/^\/m\/login$/);
    expect(where()).toHaveAttribute('data-from', '/m/mine?tab=vip');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest asked to log in comes back to the page too; a login made another way closes the prompt', async () => {
    resetSession();
    renderAt('/m/promotions/3');
    act(() => bus.emit('auth:required', { reason: 'login' }));
    expect(within(await screen.findByRole('dialog')).getByTestId('session-prompt')).toHaveTextContent(
      'Please login first',
    );
    await act(() => signIn());
    expect(screen.queryByRole('dialog')).toBeNull();

    resetSession();
    act(() => bus.emit('auth:required', { reason: 'login' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log in' }));
    expect(where()).toHaveAttribute('data-from', '/m/promotions/3');
  });

  it('gives the login form a way back only to a path of this site', async () => {
    resetSession();
    renderAt('//evil.example/m/home');
    act(() => bus.emit('auth:required', { reason: 'login' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log in' }));
    expect(where()).toHaveTextContent(/^\/m\/login$/);
    expect(where()).toHaveAttribute('data-from', '');
  });
});

describe('session prompts for a trial player', () => {
  beforeEach(() => setupI18n('EN'));

  it('tells a trial user a feature needs a real account, in the words docs/product.md gives, with a way to log in', async () => {
    renderAtPath('/m/gameList', <SessionPrompts />, '/m/gameList?gameType=RNG');
    act(() => bus.emit('auth:required', { reason: 'real-account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('session-prompt')).toHaveTextContent(
      'Please login an actual account to use this function',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('says it in Burmese too', async () => {
    await changeLanguage('MY');
    renderAtPath('/m/gameList', <SessionPrompts />, '/m/gameList?gameType=RNG');
    act(() => bus.emit('auth:required', { reason: 'real-account' }));
    expect(screen.getByTestId('session-prompt')).toHaveTextContent('ဤလုပ်ဆောင်ချက်ကို အသုံးပြုရန် အကောင့်အစစ်ဖြင့် ဝင်ရောက်ပါ');
  });
});
