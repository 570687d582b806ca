import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { createPlatform } from '@mc/platform-sim';
import { changeLanguage, registerNamespace, usePageTitle, type Language } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  pageTitleStore,
} from '@mc/shared-kernel/testing';
import { Layout } from '../layout';
import { layoutStore } from '../layout-store';
import { useHostPageTitle } from './page-title';
import '../../i18n/namespace';

// A remote's texts: loaded the first time its title is asked for, as a real remote's are.
registerNamespace('test-cashier', {
  EN: () => Promise.resolve({ deposit: 'Deposit', channel: 'Bank transfer' }),
  MY: () => Promise.resolve({ deposit: 'ငွေသွင်း', channel: 'ဘဏ်ငွေလွှဲ' }),
});

function Home() {
  useHostPageTitle('pages.home');
  return <Link to="/m/deposit">deposit</Link>;
}

function Channel() {
  usePageTitle('Bank transfer');
  return <p>channel</p>;
}

function renderSite(route = '/m/home') {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/m/home" element={<Home />} />
        <Route path="/m/deposit" element={<p>deposit form</p>} />
        <Route path="/m/channel" element={<Channel />} />
        <Route path="/m/pending" element={<p>loading</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

// The host's own pages name themselves the same way (the not-found page: features/not-found/not-found-page.test.tsx).
const TITLES: Record<Language, { home: string; deposit: string }> = {
  EN: { home: 'Home · MC', deposit: 'Deposit · MC' },
  MY: { home: 'ပင်မစာမျက်နှာ · MC', deposit: 'ငွေသွင်း · MC' },
};

describe('DocumentTitle', () => {
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
    pageTitleStore.setState({ title: null });
    document.title = 'MC';
    // The deposit page is a remote's: its title key comes with its route metadata.
    layoutStore.getState().setRoute('/m/deposit', { titleKey: 'test-cashier:deposit' });
  });
  afterAll(() => setupI18n('EN'));

  it.each(['EN', 'MY'] as const)(
    'names each page "<page> · MC" in %s, from the same key as its header title',
    async (language) => {
      await setupI18n(language);
      renderSite();
      await waitFor(() => expect(document.title).toBe(TITLES[language].home));

      await userEvent.click(screen.getByRole('link', { name: 'deposit' }));
      await waitFor(() => expect(document.title).toBe(TITLES[language].deposit));
      expect(screen.getByRole('banner')).toHaveTextContent(TITLES[language].deposit.replace(' · MC', ''));
    },
  );

  it("takes the title a screen sets for itself, as the header does, and the route's again without it", async () => {
    await setupI18n('EN');
    layoutStore.getState().setRoute('/m/channel', { titleKey: 'test-cashier:deposit' });
    renderSite('/m/channel');
    await waitFor(() => expect(document.title).toBe('Bank transfer · MC'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bank transfer' })).toBeInTheDocument();
    act(() => pageTitleStore.setState({ title: null }));
    await waitFor(() => expect(document.title).toBe('Deposit · MC'));
  });

  it('follows a change of language on the page', async () => {
    await setupI18n('EN');
    renderSite('/m/deposit');
    await waitFor(() => expect(document.title).toBe('Deposit · MC'));
    await act(() => changeLanguage('MY'));
    await waitFor(() => expect(document.title).toBe('ငွေသွင်း · MC'));
  });

  it('leaves the "browser too old" page its own title', async () => {
    await setupI18n('EN');
    const tooOld = document.createElement('main');
    tooOld.id = 'mc-too-old';
    document.body.append(tooOld);
    document.title = 'This browser is too old for the site';
    try {
      renderSite('/m/deposit');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(document.title).toBe('This browser is too old for the site');
    } finally {
      tooOld.remove();
    }
  });

  it('shows the site name alone while a remote page has not said its title, and its title once it does', async () => {
    await setupI18n('EN');
    layoutStore.getState().setRemotePaths(['/m/pending']);
    try {
      renderSite('/m/pending');
      await screen.findByText('loading');
      await waitFor(() => expect(document.title).toBe('MC'));
      act(() => layoutStore.getState().setRoute('/m/pending', { titleKey: 'test-cashier:deposit' }));
      await waitFor(() => expect(document.title).toBe('Deposit · MC'));
    } finally {
      layoutStore.getState().setRemotePaths([]);
    }
  });
});
