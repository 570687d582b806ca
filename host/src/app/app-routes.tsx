import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { RemoteRegistry, SiteMode } from '@mc/shared-kernel';
import { Layout } from '../layout/layout';
import { RemoteScreen } from '../federation/remote-screen';
import { HomePage } from '../features/home/home-page';
import { MaintenancePage } from '../features/maintenance/maintenance-page';
import { maintenanceHref } from '../features/maintenance/return-path';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** /m/home is also /, /m, /m/, /m/index and /m/index.html. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

export function AppRoutes({ registry, mode, onModeChange }: { registry: RemoteRegistry; mode: SiteMode; onModeChange: (mode: SiteMode) => void }) {
  const maintenance = <MaintenancePage mode={mode} onModeChange={onModeChange} />;
  if (mode !== 0) {
    // Maintenance and region restriction block the whole site.
    return (
      <Routes>
        {/* Outside the layout, so the screen is its own main landmark. */}
        <Route path="/m/maintenance" element={<main className="host-page">{maintenance}</main>} />
        <Route path="*" element={<ToMaintenance />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/m/home" element={<HomePage />} />
        {HOME_ALIASES.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/m/home" replace />} />
        ))}
        <Route path="/m/maintenance" element={maintenance} />
        {registry.remotes.flatMap((remote) =>
          remote.routes.map((path) => <Route key={path} path={path} element={<RemoteScreen remote={remote.name} />} />),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** To the maintenance page, remembering where the visitor was (path and query) so they return there. */
function ToMaintenance() {
  const location = useLocation();
  return <Navigate to={maintenanceHref(location)} replace />;
}
