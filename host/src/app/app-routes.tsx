import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { RemoteRegistry, SiteMode } from '@mc/shared-kernel';
import { Layout } from '../layout/layout';
import { DocumentTitle } from '../layout/title/document-title';
import { RemoteScreen } from '../federation/remote-screen';
import { remoteOwners } from '../federation/remote-owners';
import { HOME_ALIASES } from '../features/home/home-paths';
import { MaintenancePage } from '../features/maintenance/maintenance-page';
import { maintenanceHref } from '../features/maintenance/return-path';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { HomeRoute } from './home-route';

/** /m/home is also /, /m, /m/, /m/index and /m/index.html: the home feature's addresses. */
export { HOME_ALIASES };

export function AppRoutes({
  registry,
  mode,
  onModeChange,
}: {
  registry: RemoteRegistry;
  mode: SiteMode;
  onModeChange: (mode: SiteMode) => void;
}) {
  const owners = useMemo(() => remoteOwners(registry), [registry]);
  const maintenance = <MaintenancePage mode={mode} onModeChange={onModeChange} />;
  if (mode !== 0) {
    // Maintenance and region restriction block the whole site.
    return (
      <Routes>
        {/* Outside the layout, so the screen is its own main landmark. */}
        <Route
          path="/m/maintenance"
          element={
            <main className="host-page">
              <DocumentTitle />
              {maintenance}
            </main>
          }
        />
        <Route path="*" element={<ToMaintenance />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/m/home" element={<HomeRoute />} />
        {HOME_ALIASES.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/m/home" replace />} />
        ))}
        <Route path="/m/maintenance" element={maintenance} />
        {/* The remotes' paths are looked up, not routed: a route each (67 of them) made every render of these
            routes rebuild, flatten and rank them all, 10–16 ms of the first render's work before 4× slowdown. */}
        <Route path="*" element={<RemoteOrNotFound owners={owners} />} />
      </Route>
    </Routes>
  );
}

function RemoteOrNotFound({ owners }: { owners: ReadonlyMap<string, string> }) {
  const { pathname } = useLocation();
  const remote = owners.get(pathname);
  return remote ? <RemoteScreen remote={remote} /> : <NotFoundPage />;
}

/** To the maintenance page, remembering where the visitor was (path and query) so they return there. */
function ToMaintenance() {
  const location = useLocation();
  return <Navigate to={maintenanceHref(location)} replace />;
}
