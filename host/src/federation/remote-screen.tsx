import { Suspense, lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner, isAgentType, useSession, type RemoteRoute, type RemoteRoutesModule } from '@mc/shared-kernel';
import { loadExposed } from './load-exposed';
import { RemoteBoundary, RemoteLoading } from './remote-boundary';
import { useRemoteAttempt } from './remote-attempts';
import { layoutStore } from '../layout/layout-store';
import { RealAccountNotice } from '../features/guards/real-account-notice';
import { ComingLater } from '../features/not-found/coming-later';

// One in-flight or resolved routes module per remote; a failure is forgotten so Retry fetches again.
const routeModules = new Map<string, Promise<RemoteRoute[]>>();

export function loadRoutes(remote: string): Promise<RemoteRoute[]> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = loadExposed<RemoteRoutesModule>(remote, 'routes').then((m) => m.default);
    pending.catch(() => routeModules.delete(remote));
    routeModules.set(remote, pending);
  }
  return pending;
}

/** Tests start from an empty cache. */
export function forgetRouteModules(): void {
  routeModules.clear();
}

export const matchRoute = (routes: RemoteRoute[], pathname: string): RemoteRoute | undefined =>
  routes.find((r) => r.path === pathname || r.aliases?.includes(pathname));

type Screen = LazyExoticComponent<ComponentType>;

/** Resolves a path to the remote screen that owns it. React.lazy caches failures, so Retry builds a new one. */
function buildScreen(remote: string, pathname: string): Screen {
  return lazy(async () => {
    const routes = await loadRoutes(remote);
    const route = matchRoute(routes, pathname);
    if (!route) return { default: ComingLater };
    layoutStore.getState().setRoute(pathname, route);
    const Inner = lazy(route.load);
    return { default: () => <Guarded route={route} Screen={Inner} /> };
  });
}

function Guarded({ route, Screen }: { route: RemoteRoute; Screen: Screen }) {
  const info = useSession((s) => s.info);
  const trial = useSession((s) => s.trialName !== null);
  const location = useLocation();
  switch (route.guard) {
    case 'member':
      if (!info) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
      break;
    case 'real-account':
      if (!info) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
      if (trial) return <RealAccountNotice />;
      break;
    case 'agent':
      if (!info || !isAgentType(info.type)) return <Navigate to="/m/home" replace />;
      break;
    default:
      break;
  }
  return <Screen />;
}

export function RemoteScreen({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const attempt = useRemoteAttempt(remote);
  const Screen = useMemo(() => buildScreen(remote, pathname), [remote, pathname, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    layoutStore.getState().setPending(pathname);
  }, [pathname]);

  return (
    <RemoteBoundary remote={remote} resetKey={`${pathname}#${attempt}`}>
      <Suspense fallback={<RemoteLoading remote={remote}><Spinner /></RemoteLoading>}>
        {/* A new lazy component per path and attempt is the point: React.lazy caches failures. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}
