import { sessionStore, type RemoteRegistry } from '@mc/shared-kernel';
import { loadRoutes, loadScreen, matchRoute } from './remote-screen';

/**
 * A visit that starts on a remote's screen asks for that remote (runtime, entry, routes, then the screen's
 * own chunk and texts) while the host is still reading the site settings, instead of after its first render. Nothing
 * is shown from here: the screen renders through the usual route once the app starts, finding these loads
 * done or under way; a failure here is left to that route, which shows it with Retry.
 */
export function warmRemoteScreen(registry: RemoteRegistry, pathname: string): void {
  const owner = registry.remotes.find((remote) => remote.routes.includes(pathname));
  if (!owner) return;
  try {
    loadRoutes(owner.name)
      .then((routes) => {
        const route = matchRoute(routes, pathname);
        // A member screen opened by a guest goes to the login screen instead: not worth its chunk.
        const open = !route?.guard || route.guard === 'none' || sessionStore.getState().info !== null;
        return route && open ? loadScreen(route) : undefined;
      })
      .catch(() => undefined);
  } catch {
    // Nothing to warm; the route will load (and report) it.
  }
}
