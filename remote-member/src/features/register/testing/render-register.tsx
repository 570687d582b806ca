import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import type { Platform } from '@mc/platform-sim';
import { simAdmin } from '../../../testing/sim';
import '../../../i18n/register/namespace';
import RegisterPage from '../register-page';

/** Long enough for a registration: key fetch, RSA wrap and the sim's password hash. */
export const SLOW = { timeout: 8000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

export function renderRegister(route = '/m/register') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/register" element={<RegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

export const where = () => screen.findByTestId('where', {}, SLOW);
export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
export const usernameInput = () => screen.findByRole('textbox', { name: /^Username/ });
export const mobileInput = () => screen.getByRole('textbox', { name: /^Mobile number/ });
export const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
export const confirmInput = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });
export const birthdayInput = () => screen.getByLabelText(/^Date of birth/, { selector: 'input' });
export const captchaInput = () => textbox(/^Verification code/);
export const invitationInput = () => textbox(/^Invitation code/);
export const submitButton = () => screen.getByRole('button', { name: /^Register/ });

/** The answer to the captcha on screen, once its image has arrived. */
export async function captchaAnswer(platform: Platform): Promise<string> {
  await screen.findByRole('img', { name: 'Verification code picture' }, SLOW);
  const { answer } = (await simAdmin(platform, 'captcha')) as { answer: string | null };
  if (answer === null) throw new Error('no captcha shown');
  return answer;
}

/** A date `years` years before today, shifted by `days` (negative: earlier). */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Date inputs take their value in one go, as a phone's date picker gives it. */
export function setBirthday(value: string): void {
  fireEvent.change(birthdayInput(), { target: { value } });
  fireEvent.blur(birthdayInput());
}

/** Fills the seeded username form (everything but the captcha) with valid values. */
export async function fillUsernameForm(
  values: { username?: string; password?: string; birthday?: string } = {},
  user = userEvent.setup(),
) {
  await user.type(await usernameInput(), values.username ?? 'newbie01');
  await user.type(passwordInput(), values.password ?? 'Secret12');
  await user.type(confirmInput(), values.password ?? 'Secret12');
  setBirthday(values.birthday ?? '1990-01-02');
  return user;
}

/** Every request the page makes (method and path), still answered by the sim. */
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

export const waitForForm = () =>
  waitFor(() => expect(screen.getByRole('button', { name: /^Register/ })).toBeInTheDocument(), SLOW);
