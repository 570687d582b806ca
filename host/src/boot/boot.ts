import * as v from 'valibot';
import {
  ApiError,
  configureApi,
  configureIdentity,
  getRuntimeConfig,
  i18n,
  initI18n,
  initialLanguage,
  isApiError,
  parseSettings,
  queryClient,
  setRuntimeConfig,
  settingsQuery,
  siteMode,
  switchesQuery,
  variantManifest,
  type RemoteRegistry,
  type SiteMode,
  type SiteSettings,
} from '@mc/shared-kernel';
import { registerRegistry } from '../federation/load-exposed';
import { warmRemoteScreen } from '../federation/warm-screen';
import { loadHomePage } from '../app/load-home';
import { isHomePath } from '../features/home/home-paths';
import { prefetchHome } from '../features/home/prefetch-home';
import { holdForHome } from '../layout/first-content';
import { layoutStore } from '../layout/layout-store';
import '../i18n/namespace';

const Registry = v.object({
  remotes: v.array(v.object({ name: v.string(), manifest: v.string(), routes: v.array(v.string()) })),
});
const Config = v.object({
  apiBase: v.optional(v.string()),
  timeoutMs: v.optional(v.number()),
  /** Phone-verification (firebase-type) SMS login through the identity adapter; off unless configured. */
  phoneVerification: v.optional(v.boolean()),
  /** Origins the deployment lets in; the browser needs only the image CDNs (the server builds the CSP from all). */
  origins: v.optional(v.object({ images: v.optional(v.array(v.string())), frames: v.optional(v.array(v.string())) })),
});

/** Texts of the layout around every page: header, bottom menu, language picker. */
export const LAYOUT_NAMESPACES = ['host', 'host-chrome'];

/** How long the first render waits for a remote page's route, at most. */
export const ROUTE_WAIT_MS = 800;

/** `promise`, or nothing after `ms`; the timer goes as soon as the promise settles (no task left behind). */
function atMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface BootResult {
  registry: RemoteRegistry;
  mode: SiteMode;
}

/**
 * One of the host's own files. Failures take the API client's kinds, so the boot screen can say what
 * happened: no answer is `network` (or `timeout` after the usual deadline), a bad answer `server` or
 * `malformed`.
 */
async function fetchJson<T>(url: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), getRuntimeConfig().timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { cache: 'no-cache', signal: deadline.signal });
    } catch (cause) {
      throw new ApiError(deadline.signal.aborted ? 'timeout' : 'network', { cause, message: `${url}: no answer` });
    }
    if (!response.ok)
      throw new ApiError('server', { status: response.status, message: `${url}: HTTP ${response.status}` });
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new ApiError(deadline.signal.aborted ? 'timeout' : 'malformed', { cause, message: `${url}: not JSON` });
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new ApiError('malformed', { message: `${url}: ${v.summarize(parsed.issues)}` });
    return parsed.output;
  } finally {
    clearTimeout(timer);
  }
}

const BootData = v.object({ config: Config, registry: Registry });

/**
 * The config and registry the server put in the page (`<script type="application/json" id="mc-boot">`),
 * read on the same request as the page, so the app need not fetch them; null when the page has none (the
 * development server) or they do not parse, and the app fetches them as before.
 */
export function pageBootData(doc: Document | undefined = globalThis.document): v.InferOutput<typeof BootData> | null {
  const text = doc?.getElementById('mc-boot')?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(BootData, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The site settings the server wrote at the end of the page (an open site's only), held to the settings
 * call's own checks; null when the page has none, they do not parse, or they say anything but open (the
 * call then decides, as without them).
 */
export function pageSettings(doc: Document | undefined = globalThis.document): SiteSettings | null {
  const text = doc?.getElementById('mc-settings')?.textContent;
  if (!text) return null;
  try {
    const settings = parseSettings(JSON.parse(text));
    return settings && siteMode(settings) === 0 ? settings : null;
  } catch {
    return null;
  }
}

/**
 * Start-up order: language first, then the site settings that decide the mode.
 * The remote registry and runtime config are read alongside, so no remote URL is baked into the host.
 */
export async function boot(): Promise<BootResult> {
  const language = initI18n(initialLanguage());
  const inPage = pageBootData();
  const [config, registered] = await Promise.all([
    inPage?.config ?? fetchJson('/config.json', Config),
    inPage?.registry ?? fetchJson('/remotes.json', Registry),
    language,
  ]);
  // This page's build loads the same build of every remote (the legacy page, the legacy releases).
  const registry = {
    remotes: registered.remotes.map((remote) => ({
      ...remote,
      manifest: variantManifest(remote.manifest, __MC_VARIANT__),
    })),
  };
  setRuntimeConfig({
    apiBase: config.apiBase ?? '',
    timeoutMs: config.timeoutMs ?? getRuntimeConfig().timeoutMs,
    imageOrigins: config.origins?.images ?? [],
    frameOrigins: config.origins?.frames ?? [],
  });
  configureApi({});
  // Settings the page carries are the call's answer, already here: the call below then asks for nothing.
  const inPageSettings = pageSettings();
  if (inPageSettings) queryClient.setQueryData(settingsQuery.queryKey, inPageSettings);
  configureIdentity({ phoneVerification: config.phoneVerification ?? false });
  registerRegistry(registry);
  layoutStore.getState().setRemotePaths(registry.remotes.flatMap((remote) => remote.routes));
  const routeKnown = warmRemoteScreen(registry, globalThis.location?.pathname ?? '');
  // A visit starting on home asks for that page's texts and lists while the settings load, and the
  // header's member calls wait for its first banner.
  const onHome = isHomePath(globalThis.location?.pathname ?? '');
  if (onHome) holdForHome();
  prefetchHome(null);
  // With the page's settings, a guest's home calls start now too, not after the settings call.
  if (inPageSettings) prefetchHome(inPageSettings);
  const [settings] = await Promise.all([
    queryClient.fetchQuery(settingsQuery).catch((error: unknown) => {
      // A platform that answers even the settings call with "maintenance" is in maintenance: show that
      // screen (it checks again until the site opens), not a failure.
      if (isApiError(error) && error.kind === 'maintenance') return null;
      throw error;
    }),
    // The header's and the menu's texts, loaded while the settings are: a first render that waited for
    // them would show the spinner instead, and React then holds back the page for 300 ms after it.
    // (A failure here is i18next's to report; the render then waits for them as before.)
    i18n.loadNamespaces(LAYOUT_NAMESPACES).catch(() => undefined),
    // On a remote's page, its route (whether the page has a header): drawn without it, the page would be
    // pushed down when it came. Not for long: a slow or failed remote is the route's to show.
    atMost(routeKnown, ROUTE_WAIT_MS),
    // Home's own code (preloaded by the page): the first render is then the page, not a spinner. A failure
    // is the route's to show, with Retry.
    onHome ? loadHomePage().catch(() => undefined) : undefined,
  ]);
  if (!settings) return { registry, mode: 1 };
  // Switches are needed by the header on most pages; start them now, do not wait.
  void queryClient.prefetchQuery(switchesQuery);
  // The page's settings started home's calls above already; the call answered with those same settings.
  if (!inPageSettings) prefetchHome(settings);
  return { registry, mode: siteMode(settings) };
}

/** What the boot screen says went wrong: offline, too slow, maintenance, or a server problem. */
export type BootFailureKind = 'offline' | 'timeout' | 'maintenance' | 'server';

export function bootFailureKind(
  error: unknown,
  online: boolean = globalThis.navigator?.onLine ?? true,
): BootFailureKind {
  if (!online) return 'offline';
  // Anything that is not an API error is a fault of ours, not of the connection.
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'network':
      return 'offline';
    case 'timeout':
      return 'timeout';
    case 'maintenance':
      return 'maintenance';
    default:
      return 'server';
  }
}
