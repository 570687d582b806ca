import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient as sharedClient } from '../query/query-client';
import { ToastHost } from '../ui/toast';
import { Spinner } from '../ui/states';
import '../ui/ui.css';

/** Providers every app (host, standalone remote, tests) wraps its tree in. */
export function AppProviders({ children, client = sharedClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
        <ToastHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
