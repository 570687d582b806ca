import { Suspense, lazy, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import type { RemoteRoute } from '../contracts/federation';
import { AppProviders } from './providers';
import { initI18n } from '../i18n/i18n';
import { Spinner } from '../ui/states';

/**
 * A minimal shell so a remote's team can run and test it alone (its own dev server, platform-sim
 * behind /wps). No header or guards: those belong to the host.
 */
export async function mountStandalone(name: string, routes: RemoteRoute[]): Promise<void> {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <AppProviders>
      <BrowserRouter>
        {/* The host's layout gives each page its main landmark; alone, the shell does. */}
        <main>
          <StandaloneRoutes name={name} routes={routes} />
        </main>
      </BrowserRouter>
    </AppProviders>,
  );
}

function StandaloneRoutes({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  const screens = useMemo(() => routes.map((r) => ({ route: r, Screen: lazy(r.load) })), [routes]);
  return (
    <Routes>
      {screens.flatMap(({ route, Screen }) =>
        [route.path, ...(route.aliases ?? [])].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Spinner />}>
                <Screen />
              </Suspense>
            }
          />
        )),
      )}
      <Route
        path="*"
        element={
          <nav style={{ padding: 16 }} aria-label={name}>
            <h1>{name} (standalone)</h1>
            <ul>
              {routes.map((r) => (
                <li key={r.path}>
                  <Link to={r.path}>{r.path}</Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
    </Routes>
  );
}
