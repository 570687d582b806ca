import type { ComponentType } from 'react';
import { whenIdle } from '../../app/when-idle';
import { remember } from '../../federation/use-loaded';

export const HOME_PAGE_KEY = 'page|home';

let pending: Promise<ComponentType> | undefined;

/**
 * The home page's code, a chunk of its own ("home"): every other page of the site (most of them a
 * remote's) starts without it. A visit that starts on home has it preloaded by the page and boot waits for
 * it, so the first render is the page itself; anywhere else it is fetched when the browser is idle. One
 * load at a time; a failure is forgotten, so Retry fetches again.
 */
export function loadHomePage(): Promise<ComponentType> {
  if (!pending) {
    const load = remember(HOME_PAGE_KEY, import(/* webpackChunkName: "home" */ './home-page').then((m) => m.HomePage));
    load.catch(() => {
      pending = undefined;
    });
    pending = load;
  }
  return pending;
}

/** Elsewhere, home's code is fetched once the page has settled, so the Home tab opens at once. */
export function loadHomePageWhenIdle(): void {
  whenIdle(() => void loadHomePage().catch(() => undefined), { timeoutMs: 5000, fallbackMs: 3000 });
}

/** Tests start with the page not loaded. */
export function forgetHomePage(): void {
  pending = undefined;
}
