import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { sessionStore } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n } from '@mc/shared-kernel/testing';
import { SessionLink } from './session-link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLink() {
  renderWithProviders(
    <Routes>
      <Route
        path="/m/agent-home"
        element={
          <>
            <SessionLink to="/m/redRain">Rain</SessionLink>
            <Where />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/agent-home' },
  );
}

describe('SessionLink', () => {
  beforeEach(async () => {
    await setupI18n('EN');
    resetSession();
  });

  it('does nothing without a session', async () => {
    renderLink();
    await userEvent.click(await screen.findByRole('link', { name: 'Rain' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/agent-home');
  });

  it('navigates with a session', async () => {
    sessionStore.getState().login({ token: 't', merchantCode: 'MC01', userName: 'agent01', type: 1 });
    renderLink();
    await userEvent.click(await screen.findByRole('link', { name: 'Rain' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/redRain');
  });
});
