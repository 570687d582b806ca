import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { createPlatform } from '@mc/platform-sim';
import { Dialog, registerNamespace, type Language } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { Layout } from './layout';
import { layoutStore } from './layout-store';
import { HEADING_WAIT_MS } from './page-focus';
import { useHostPageTitle } from './title/page-title';
import '../i18n/namespace';

registerNamespace('test-focus', {
  EN: () => Promise.resolve({ deposit: 'Deposit', login: 'Log in' }),
  MY: () => Promise.resolve({ deposit: 'ငွေသွင်း', login: 'အကောင့်ဝင်ရန်' }),
});

function Home() {
  useHostPageTitle('pages.home');
  return (
    <section>
      <h1>Welcome</h1>
      <Link to="/m/deposit">deposit</Link> <Link to="/m/login">login</Link> <Link to="/m/plain">plain</Link>{' '}
      <Link to="/m/slow">slow</Link> <Link to="/m/news">news</Link> <Link to="/m/form">form</Link>
    </section>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      go back
    </button>
  );
}

/** A page that opens a dialog as it arrives (home's latest-news popup does). */
function News() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>News page</h1>
      <Dialog open={open} title="Latest news" onClose={() => setOpen(false)}>
        <p>Something happened</p>
      </Dialog>
    </>
  );
}

function renderSite(route = '/m/home') {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/m/home" element={<Home />} />
        <Route path="/m/start" element={<Navigate to="/m/deposit" replace />} />
        <Route path="/m/deposit" element={<Back />} />
        {/* Draws its own top bar (the route hides the header), as login, register and the agent pages do. */}
        <Route path="/m/login" element={<h1>Log in</h1>} />
        <Route path="/m/plain" element={<p>no heading here</p>} />
        <Route path="/m/slow" element={<p>loading</p>} />
        <Route path="/m/news" element={<News />} />
        <Route path="/m/form" element={<input aria-label="amount" autoFocus />} />
      </Route>
    </Routes>,
    { route },
  );
}

/** Past the time the layout waits for a heading before it focuses the landmark. */
const pastTheWait = () => act(() => new Promise((resolve) => setTimeout(resolve, HEADING_WAIT_MS + 200)));

/** The layout store holds the metadata of one page, the one about to be shown (as RemoteScreen sets it). */
const route = (pathname: string, layout: Parameters<ReturnType<typeof layoutStore.getState>['setRoute']>[1]) =>
  layoutStore.getState().setRoute(pathname, layout);

describe('Focus after a navigation', () => {
  beforeEach(async () => {
    await setupI18n('EN');
    useInProcessPlatform(createPlatform());
    resetSession();
    route('/m/home', {});
  });
  afterEach(() => layoutStore.getState().setRemotePaths([]));

  it.each([
    ['EN', 'Deposit', 'Deposit · MC'],
    ['MY', 'ငွေသွင်း', 'ငွေသွင်း · MC'],
  ] as const)(
    "in %s: stays put on the first page, then moves to the new page's heading (the header's title), named in the document's title",
    async (language: Language, heading, title) => {
      await setupI18n(language);
      renderSite();
      const link = await screen.findByRole('link', { name: 'deposit' });
      expect(document.body).toHaveFocus();

      act(() => route('/m/deposit', { titleKey: 'test-focus:deposit' }));
      await userEvent.click(link);
      const h1 = await screen.findByRole('heading', { level: 1, name: heading });
      await waitFor(() => expect(h1).toHaveFocus());
      expect(screen.getByRole('banner')).toContainElement(h1);
      expect(h1).toHaveAttribute('tabindex', '-1');
      expect(document.title).toBe(title);
      expect(screen.getAllByRole('main')).toHaveLength(1);

      // Back: home's heading is the page's own, in <main>.
      await userEvent.click(screen.getByRole('button', { name: 'go back' }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toHaveFocus());
      expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    },
  );

  it("moves to the screen's own heading on a page without the site header", async () => {
    renderSite();
    act(() => route('/m/login', { titleKey: 'test-focus:login', header: 'none', bottomMenu: false }));
    await userEvent.click(await screen.findByRole('link', { name: 'login' }));
    const h1 = screen.getByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('moves to the main landmark when the page has no heading', async () => {
    renderSite();
    await userEvent.click(await screen.findByRole('link', { name: 'plain' }));
    await screen.findByText('no heading here');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus(), { timeout: HEADING_WAIT_MS + 1000 });
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it("waits for a remote page's heading, which comes with its route metadata, even after focus went to the landmark", async () => {
    layoutStore.getState().setRemotePaths(['/m/slow']);
    renderSite();
    await userEvent.click(await screen.findByRole('link', { name: 'slow' }));
    await screen.findByText('loading');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus(), { timeout: HEADING_WAIT_MS + 1000 });

    act(() => route('/m/slow', { titleKey: 'test-focus:deposit' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toHaveFocus());
  });

  it('leaves focus in a dialog that the new page opens', async () => {
    renderSite();
    const link = await screen.findByRole('link', { name: 'news' });
    // The dialog would pull focus back in: what matters is that nothing took it out.
    const focused: EventTarget[] = [];
    const onFocus = (e: FocusEvent) => focused.push(e.target!);
    document.addEventListener('focusin', onFocus);
    try {
      await userEvent.click(link);
      const dialog = await screen.findByRole('dialog', { name: 'Latest news' });
      await pastTheWait();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(focused.filter((target) => !dialog.contains(target as Node))).toEqual([link]);
    } finally {
      document.removeEventListener('focusin', onFocus);
    }
  });

  it('leaves focus where the new page put it itself', async () => {
    renderSite();
    await userEvent.click(await screen.findByRole('link', { name: 'form' }));
    const field = await screen.findByRole('textbox', { name: 'amount' });
    await pastTheWait();
    expect(field).toHaveFocus();
  });

  it('does not move focus for a redirect of the first page', async () => {
    route('/m/deposit', { titleKey: 'test-focus:deposit' });
    renderSite('/m/start');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Deposit' });
    await pastTheWait();
    expect(h1).not.toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});
