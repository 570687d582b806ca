import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { changeLanguage } from '@mc/shared-kernel';
import '../../i18n/agreement/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import AgreementPage from './agreement-page';

const SLOW = { timeout: 15_000 };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAgreement = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/m/useragreement" element={<AgreementPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route: '/m/useragreement' },
  );

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  delete (window as { __xss?: unknown }).__xss;
});

describe('/m/useragreement', () => {
  it('is public with a titled header and history back', () => {
    const route = routes.find((r) => r.path === '/m/useragreement');
    expect(route).toMatchObject({
      guard: 'none',
      titleKey: 'member-agreement:title',
      header: 'default',
      bottomMenu: false,
    });
    expect(route?.backTo).toBeUndefined();
  });

  it('shows the agreement to a guest, sanitised: nothing of its hostile part runs', async () => {
    renderAgreement();
    const article = await screen.findByRole('article', {}, SLOW);
    expect(within(article).getByRole('heading', { name: 'User agreement' })).toBeInTheDocument();
    await waitFor(() => expect(article).toHaveTextContent('You must be at least 18 years old to register.'));
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    const user = userEvent.setup();
    await user.click(within(article).getByText('Contact us'));
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    // In-app links stay in the app.
    await user.click(within(article).getByRole('link', { name: 'help centre' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/help');
  });

  it('shows a failed load with Retry', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/system/agreement', code: 'server.error', status: 200, times: 1 });
    renderAgreement();
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', {}, SLOW)).toBeInTheDocument();
  });

  it('treats a malformed answer as a failure, not as an empty agreement', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/system/agreement', malformed: true, times: 1 });
    renderAgreement();
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
  });

  it('loads it again in the new language', async () => {
    renderAgreement();
    await screen.findByRole('article', {}, SLOW);
    await act(() => changeLanguage('MY'));
    expect(await screen.findByRole('heading', { name: 'အသုံးပြုသူ သဘောတူညီချက်' }, SLOW)).toBeInTheDocument();
  });
});
