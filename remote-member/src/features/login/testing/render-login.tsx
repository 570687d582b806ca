import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import { useSession } from '@mc/shared-kernel';
import type { Platform } from '@mc/platform-sim';
import '../../../i18n/namespace';
import LoginPage from '../login-page';

/** Waits long enough for a login: key fetch, RSA wrap and the sim's password hash. */
export const SLOW = { timeout: 8000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** What the host's member guard does: a guest is sent to login with where they wanted to go. */
function GuardedWithdraw() {
  const loggedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  return loggedIn ? (
    <Where />
  ) : (
    <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />
  );
}

export function renderLogin(route = '/m/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/login" element={<LoginPage />} />
      <Route path="/m/withdraw" element={<GuardedWithdraw />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

export const usernameInput = () => screen.findByRole('textbox', { name: /^Username/ });
export const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
export const mobileInput = () => screen.findByRole('textbox', { name: /^Mobile number/ });
export const codeInput = () => screen.getByRole('textbox', { name: /^SMS code/ });
export const captchaInput = () => screen.getByRole('textbox', { name: /^Verification code/ });
export const submitButton = () => screen.getByRole('button', { name: 'Log in' });
export const where = () => screen.findByTestId('where', {}, SLOW);

export async function fillAndSubmit(username: string, password: string, user = userEvent.setup()) {
  await user.type(await usernameInput(), username);
  await user.type(passwordInput(), password);
  await user.click(submitButton());
  return user;
}

/** Every request the page makes, in order, while still answered by the sim. */
export function recordRequests(platform: Platform): {
  paths: string[];
  fetch: (request: Request) => Promise<Response>;
} {
  const paths: string[] = [];
  return {
    paths,
    fetch: (request) => {
      paths.push(`${request.method} ${new URL(request.url).pathname}`);
      return platform.fetch(request);
    },
  };
}
