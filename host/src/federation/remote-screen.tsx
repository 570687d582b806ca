import { Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  Spinner,
  i18n,
  isAgentType,
  useSession,
  type RemoteRoute,
  type RouteGuard,
  type RemoteRoutesModule,
  type RemoteScreenModule,
} from '@mc/shared-kernel';
import { loadExposed } from './load-exposed';
import { RemoteBoundary, RemoteLoading } from './remote-boundary';
import { onRemoteReplaced, useRemoteAttempt } from './remote-attempts';
import { forgetLoaded, forgetLoadedWhere, remember, useLoaded } from './use-loaded';
import { layoutStore } from '../layout/layout-store';
import { RealAccountNotice } from '../features/guards/real-account-notice';
import { ComingLater } from '../features/not-found/coming-later';
import { reportView } from '../field/field-context';

const routesKey = (remote: string) => `routes|${remote}`;
const screenKey = (route: RemoteRoute) => `screen|${route.path}`;

// One in-flight or resolved routes module per remote; a failure is forgotten so Retry fetches again.
const routeModules = new Map<string, Promise<RemoteRoute[]>>();

export function loadRoutes(remote: string): Promise<RemoteRoute[]> {
  let pending = routeModules.get(remote);
  if (!pending) {
    pending = remember(
      routesKey(remote),
      loadExposed<RemoteRoutesModule>(remote, 'routes').then((m) => m.default),
    );
    pending.catch(() => routeModules.delete(remote));
    routeModules.set(remote, pending);
  }
  return pending;
}

export const matchRoute = (routes: RemoteRoute[], pathname: string): RemoteRoute | undefined =>
  routes.find((r) => r.path === pathname || r.aliases?.includes(pathname));

// One in-flight or loaded screen per route: its chunk and the texts its header title names, together.
const screens = new Map<RemoteRoute, Promise<ComponentType>>();

/**
 * A route's screen, ready to render: its chunk, and the namespace of its title (the screen's own texts in
 * every remote), so neither the screen nor the header waits for it after the chunk. A failure is forgotten.
 */
export function loadScreen(route: RemoteRoute): Promise<ComponentType> {
  let pending = screens.get(route);
  if (!pending) {
    const namespace = route.titleKey?.includes(':') ? route.titleKey.split(':')[0]! : null;
    const texts = namespace ? i18n.loadNamespaces(namespace).catch(() => undefined) : undefined;
    const module = route.load().then((loaded) => {
      startPrefetch(loaded);
      return loaded;
    });
    pending = remember(
      screenKey(route),
      Promise.all([module, texts]).then(([loaded]) => loaded.default),
    );
    pending.catch(() => screens.delete(route));
    screens.set(route, pending);
  }
  return pending;
}

/**
 * What the screen asks for first, started now rather than when it renders (on a cold load that is while the
 * app is still starting). The screen's own business: nothing it throws reaches the host.
 */
function startPrefetch(module: RemoteScreenModule): void {
  try {
    module.prefetch?.(globalThis.location?.search ?? '');
  } catch (error) {
    console.warn('[federation] a screen prefetch failed', error);
  }
}

/**
 * A remote moved to another release (Retry after a rollback): its routes module, screens and widgets are the
 * old release's, and the next attempt loads the new one's.
 */
function forgetRemote(remote: string): void {
  const routes = routeModules.get(remote);
  routeModules.delete(remote);
  forgetLoadedWhere((key) => key === routesKey(remote) || key.startsWith(`widget|${remote}/`));
  void routes?.then(
    (list) => {
      for (const route of list) {
        screens.delete(route);
        forgetLoadedWhere((key) => key === screenKey(route));
      }
    },
    () => undefined,
  );
}
onRemoteReplaced(forgetRemote);

/** Tests start from empty caches. */
export function forgetRouteModules(): void {
  routeModules.clear();
  screens.clear();
  forgetLoaded();
}

/** The remote's route for the path, then (guard permitting) its screen; nothing suspends on the way. */
function RemoteRouteScreen({ remote, pathname }: { remote: string; pathname: string }) {
  const routes = useLoaded(routesKey(remote), () => loadRoutes(remote));
  const route = routes ? (matchRoute(routes, pathname) ?? null) : undefined;
  useLayoutEffect(() => {
    if (route) layoutStore.getState().setRoute(pathname, route);
  }, [route, pathname]);
  if (route === undefined) return <Loading remote={remote} />;
  if (route === null) return <ComingLater />;
  return <Guarded remote={remote} route={route} />;
}

function Loading({ remote }: { remote: string }) {
  return (
    <RemoteLoading remote={remote}>
      <Spinner />
    </RemoteLoading>
  );
}

function Screen({ remote, route }: { remote: string; route: RemoteRoute }) {
  const Loaded = useLoaded(screenKey(route), () => loadScreen(route));
  const shown = Boolean(Loaded);
  // Field reports count the sessions that saw this remote's release (once per session, field-reporter.ts).
  useEffect(() => {
    if (shown) reportView(remote);
  }, [shown, remote]);
  if (!Loaded) return <Loading remote={remote} />;
  // A screen may still wait for something of its own (another namespace, a part loaded later).
  return (
    <Suspense fallback={<Loading remote={remote} />}>
      {/* The module's own component, the same one for every render of this route. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Loaded />
    </Suspense>
  );
}

function Guarded({ remote, route }: { remote: string; route: RemoteRoute }) {
  const info = useSession((s) => s.info);
  const trial = useSession((s) => s.trialName !== null);
  const location = useLocation();
  // Every value of the kernel's ROUTE_GUARDS has its case: a value added there fails to compile here until
  // the host handles it (the host's build lists those values in host-provides.json, docs/releasing.md).
  const guard: RouteGuard = route.guard ?? 'none';
  switch (guard) {
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
    case 'none':
      break;
    default: {
      // A value no release of the host knows (the release check refuses such a route) opens unguarded, as before.
      const unknown: never = guard;
      void unknown;
      break;
    }
  }
  return <Screen remote={remote} route={route} />;
}

export function RemoteScreen({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const attempt = useRemoteAttempt(remote);

  useEffect(() => {
    layoutStore.getState().setPending(pathname);
  }, [pathname]);

  return (
    <RemoteBoundary remote={remote} resetKey={`${pathname}#${attempt}`}>
      {/* Keyed: a new path or attempt starts afresh (a failure is not carried over). */}
      <RemoteRouteScreen key={`${pathname}#${attempt}`} remote={remote} pathname={pathname} />
    </RemoteBoundary>
  );
}
