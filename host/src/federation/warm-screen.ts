import { sessionStore, type RemoteRegistry } from '@mc/shared-kernel';
import { loadRoutes, loadScreen, matchRoute } from './remote-screen';
import { layoutStore } from '../layout/layout-store';
import { remoteOwners } from './remote-owners';

/**
 * A visit that starts on a remote's screen asks for that remote (runtime, entry, routes, then the screen's
 * own chunk and texts) while the host is still reading the site settings, instead of after its first render. Nothing
 * is shown from here: the screen renders through the usual route once the app starts, finding these loads
 * done or under way; a failure here is left to that route, which shows it with Retry. The promise settles
 * when the route is known (boot waits for it a little, so the first render has the page's header).
 */
export function warmRemoteScreen(registry: RemoteRegistry, pathname: string): Promise<void> {
  const owner = remoteOwners(registry).get(pathname);
  if (!owner) return Promise.resolve();
  try {
    const routes = loadRoutes(owner);
    routes
      .then((list) => {
        const route = matchRoute(list, pathname);
        // The page's header is known now: the app's first render draws it (still on this page only).
        if (route && globalThis.location?.pathname === pathname) layoutStore.getState().setRoute(pathname, route);
        // A member screen opened by a guest goes to the login screen instead: not worth its chunk.
        const open = !route?.guard || route.guard === 'none' || sessionStore.getState().info !== null;
        return route && open ? loadScreen(route) : undefined;
      })
      .catch(() => undefined);
    // Settled once the route (and so the page's header) is known, or the remote failed.
    return routes.then(
      () => undefined,
      () => undefined,
    );
  } catch {
    // Nothing to warm; the route will load (and report) it.
    return Promise.resolve();
  }
}
