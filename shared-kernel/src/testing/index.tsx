import type { ReactElement, ReactNode } from 'react';
import { render, screen, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../query/query-client';
import { configureApi } from '../api/platform-api';
import { initI18n, changeLanguage, type Language } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';

/**
 * Point the kernel's API client at an in-process platform (platform-sim's `fetch`), so component
 * tests talk to the same fake platform as the running site.
 */
export function useInProcessPlatform(platform: { fetch(request: Request): Promise<Response> }): void {
  configureApi({
    baseUrl: () => 'http://platform.test',
    fetch: (input, init) => platform.fetch(new Request(input as RequestInfo, init)),
  });
}

export async function setupI18n(language: Language = 'EN'): Promise<void> {
  await initI18n(language);
  await changeLanguage(language);
}

export function renderWithProviders(
  ui: ReactElement,
  options: { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Shows where the app navigated to (path + query, and the location state), for screens that navigate. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * `screen` mounted at `path` (opened at `route`, default the path), with a probe on every route so a test
 * can read where a tap went: `currentLocation()` / `locationState()`.
 */
export function renderAtPath(path: string, screenElement: ReactElement, route: string = path) {
  return renderWithProviders(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {screenElement}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;
export const locationState = () => JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;

export function resetSession(): void {
  sessionStore.getState().clear();
}
// Kernel internals that tests set up or read (the index exports only what apps' production code uses).
export { logout } from '../api/calls/session';
export { getToken } from '../session/session-store';
export { DRAFT_KEY_PREFIX } from '../storage/storage-keys';
export { createQueryClient } from '../query/query-client';
export { MASK_CLICK_GUARD_MS } from '../ui/modal';
export { toastStore } from '../ui/toast';
export { pageTitleStore } from '../ui/page-title';
export { setIdentityProvider, createStandInIdentityProvider } from '../identity/identity-provider';
export { identityReadyQuery } from '../identity/social-login';
export { expectCompleteTranslations } from './translations';
export { expectRoutesRegistered } from './registry';
export { PAGES_WITHOUT_BOTTOM_MENU, expectBottomMenuAsSpecified } from './layout';
