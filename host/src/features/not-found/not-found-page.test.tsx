import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createPlatform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  pageTitleStore,
} from '@mc/shared-kernel/testing';
import { Layout } from '../../layout/layout';
import { NotFoundPage } from './not-found-page';
import '../../i18n/namespace';

const TITLES = { EN: 'Page not found · MC', MY: 'စာမျက်နှာ မတွေ့ပါ · MC' } as const;

describe('the not-found page', () => {
  beforeEach(() => {
    useInProcessPlatform(createPlatform());
    resetSession();
    pageTitleStore.setState({ title: null });
    document.title = 'MC';
  });
  afterAll(() => setupI18n('EN'));

  it.each(['EN', 'MY'] as const)('names itself in the layout in %s, and offers the way home', async (language) => {
    await setupI18n(language);
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>,
      { route: '/m/nowhere' },
    );
    await waitFor(() => expect(document.title).toBe(TITLES[language]));
    expect(within(screen.getByTestId('not-found')).getByRole('link')).toHaveAttribute('href', '/m/home');
  });
});
