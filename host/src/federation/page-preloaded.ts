import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Before loading a remote's module the runtime preloads what that module needs (the remote's entry and
 * chunks), working it out from the remote's manifest, version checks of every shared module included: about
 * 12 ms of script on a cold load here (4× that on a phone), on the way to the page's first call. When the
 * page's path belongs to a remote, the HTML has already asked for all of that (the host server lists the
 * remote's manifest, entry, routes module and screen as preloads), so for that remote the runtime's own
 * preload is skipped. A remote the HTML did not preload (a tap to another remote's screen) keeps it: there it
 * saves a round trip.
 */
export function pagePreloaded(doc: Document | undefined = globalThis.document): ModuleFederationRuntimePlugin {
  const inHtml = (url: string): boolean => {
    if (!doc) return false;
    const wanted = new URL(url, doc.baseURI).href;
    return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some(
      (link) => link.href === wanted,
    );
  };
  return {
    name: 'mc-page-preloaded',
    beforePreloadRemote({ preloadOps, origin }) {
      const remoteNamed = (name: string) =>
        origin.options.remotes.find((remote) => remote.name === name || remote.alias === name);
      for (let i = preloadOps.length - 1; i >= 0; i--) {
        const remote = remoteNamed(preloadOps[i]!.nameOrAlias);
        if (remote && 'entry' in remote && inHtml(remote.entry)) preloadOps.splice(i, 1);
      }
    },
  };
}
