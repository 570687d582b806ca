import type { ComponentType } from 'react';

/**
 * The contract between the host and the remotes. Both compile against these types; at run time they
 * meet only through module federation (`loadRemote('<remote>/routes')`).
 */

/**
 * Who may open a route; the host enforces it before rendering the remote's screen. The one list of guard
 * values: the type below, the host's router (`host/src/federation/remote-screen.tsx`, whose switch must
 * cover every value) and the release contract the host's build writes (`host-provides.json`,
 * docs/releasing.md) all come from it.
 */
export const ROUTE_GUARDS = [
  'none',
  'member', // a session (trial included) — guests go to /m/login
  'real-account', // a session that is not a trial — trial users see the real-account notice
  'agent', // a session whose type is not 0, 4 or 40 — others go to /m/home
] as const;

export type RouteGuard = (typeof ROUTE_GUARDS)[number];

/** The header a route may ask for: 'none' hides it (login, register, forget, changePsw, mine, agent). */
export const ROUTE_HEADERS = ['default', 'none'] as const;

export interface RouteLayout {
  /** i18n key `namespace:key` of the header title. */
  titleKey?: string;
  /** 'none' hides the header (login, register, forget, changePsw, mine, agent). */
  header?: (typeof ROUTE_HEADERS)[number];
  /** Bottom menu shown (defaults to true). */
  bottomMenu?: boolean;
  /**
   * Where the header's back arrow always goes, for the few pages whose back arrow always goes home (docs/product.md, Header) (login, register,
   * trial, notice, forget, the member centre). Absent, it goes back in history, or home when the page
   * opened the visit: never to a fixed parent, since most pages are reached from more than one place.
   */
  backTo?: string;
}

/**
 * Every layout field a route may carry and what the host accepts in it: a list of values, or the kind of
 * value ('string', 'boolean', 'path': a string starting with '/'). The host's build writes it into
 * `host-provides.json`, and a remote release whose routes use a field or value outside it is refused
 * (docs/releasing.md). Typed against `RouteLayout`, so a field added there must be added here.
 */
export const ROUTE_LAYOUT: {
  readonly [K in keyof Required<RouteLayout>]: 'string' | 'boolean' | 'path' | readonly string[];
} = {
  titleKey: 'string',
  header: ROUTE_HEADERS,
  bottomMenu: 'boolean',
  backTo: 'path',
};

export interface RemoteRoute extends RouteLayout {
  /** Path as the platform's sites use it, e.g. '/m/login'; aliases map to the same screen. */
  path: string;
  aliases?: string[];
  guard?: RouteGuard;
  /** Lazily imported screen, so the routes module itself stays tiny. */
  load: () => Promise<RemoteScreenModule>;
}

/** A remote screen's module: the screen, and what it can ask for before it renders. */
export interface RemoteScreenModule {
  default: ComponentType;
  /**
   * Called by the host once, as soon as the screen's chunk is in and before the screen renders (on a cold
   * load, while the app is still starting), with the address's query (`?…`). It starts the call the
   * screen's first render makes, through the shared query cache, so that render finds it under way. It must
   * not throw; a failed call is the screen's to show, as without it.
   */
  prefetch?: (search: string) => void;
}

/** `<remote>/routes` exposes a default export of this shape. */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
}

/** One entry of the runtime registry `remotes.json`. */
export interface RemoteRegistryEntry {
  /** Federation name: member | games | agent | cashier. */
  name: string;
  /** URL of the remote's mf-manifest.json (a versioned path). */
  manifest: string;
  /** Route paths the remote owns (the host maps them before the remote is loaded). */
  routes: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** The two builds of every app: modern for current browsers, legacy for the promised floor (`.browserslistrc`). */
export type BuildVariant = 'modern' | 'legacy';

/**
 * A release's manifest for a build variant: the registry names the modern one (`…/1.4.0/mf-manifest.json`);
 * the legacy build of the same release is a folder inside it (`…/1.4.0/legacy/mf-manifest.json`). The host
 * server (preloads) and the host app (loading) both map with this.
 */
export function variantManifest(manifestUrl: string, variant: BuildVariant): string {
  if (variant === 'modern') return manifestUrl;
  const slash = manifestUrl.lastIndexOf('/');
  return `${manifestUrl.slice(0, slash + 1)}legacy/${manifestUrl.slice(slash + 1)}`;
}

/** Props every federated widget accepts (home widgets of the games remote and later ones). */
export interface WidgetProps {
  className?: string;
}

/**
 * A named widget a remote exposes for another page (e.g. `games/popular-games` on the host's home).
 * The exposed module's default export is the widget; it fetches its own data and shows its own
 * empty / error states, so the page around it never depends on it.
 */
export interface RemoteWidgetModule<P extends WidgetProps = WidgetProps> {
  default: ComponentType<P>;
}

/** Widgets placed on the host's home page, `<remote>/<exposed name>`. */
export const HOME_WIDGETS = {
  popularGames: { remote: 'games', exposed: 'popular-games' },
  hotMatches: { remote: 'games', exposed: 'hot-matches' },
  winnerBoard: { remote: 'games', exposed: 'winner-board' },
  contractPrompts: { remote: 'agent', exposed: 'contract-prompts' },
} as const;
