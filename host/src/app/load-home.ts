import type { ComponentType } from 'react';
import { chunkLoader } from '../scheduling/chunk-loader';
import { remember } from '../federation/use-loaded';

export const HOME_PAGE_KEY = 'page|home';

/**
 * The home page's code, a chunk of its own ("home"): every other page of the site (most of them a
 * remote's) starts without it. A visit that starts on home has it preloaded by the page and boot waits for
 * it, so the first render is the page itself; anywhere else it is fetched when the browser is idle, so the
 * Home tab opens at once.
 */
const home = chunkLoader<ComponentType>(
  () =>
    remember(
      HOME_PAGE_KEY,
      import(/* webpackChunkName: "home" */ './home').then((m) => m.Home),
    ),
  { timeoutMs: 5000, fallbackMs: 3000 },
);

export const loadHomePage = home.load;
export const loadHomePageWhenIdle = home.loadWhenIdle;
export const forgetHomePage = home.forget;
