import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

export function renderWithProviders(ui: ReactElement, options: { route?: string } & Omit<RenderOptions, 'wrapper'> = {}) {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export function resetSession(): void {
  sessionStore.getState().clear();
}
export { expectCompleteTranslations } from './translations';
