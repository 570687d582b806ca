import * as v from 'valibot';
import {
  configureApi, configureIdentity, getRuntimeConfig, initI18n, initialLanguage, queryClient, setRuntimeConfig,
  settingsQuery, siteMode, switchesQuery, type RemoteRegistry, type SiteMode,
} from '@mc/shared-kernel';
import { registerRegistry } from '../federation/load-exposed';
import { isHomePath, prefetchHome } from '../features/home/prefetch-home';
import { holdForHome } from '../layout/first-content';
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
  origins: v.optional(v.object({ images: v.optional(v.array(v.string())) })),
});

export interface BootResult {
  registry: RemoteRegistry;
  mode: SiteMode;
}

async function fetchJson<T>(url: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return v.parse(schema, await response.json());
}

/**
 * Start-up order of spec section 4: language first, then the site settings that decide the mode.
 * The remote registry and runtime config are read alongside, so no remote URL is baked into the host.
 */
export async function boot(): Promise<BootResult> {
  const language = initI18n(initialLanguage());
  const [config, registry] = await Promise.all([
    fetchJson('/config.json', Config),
    fetchJson('/remotes.json', Registry),
    language,
  ]);
  setRuntimeConfig({
    apiBase: config.apiBase ?? '',
    timeoutMs: config.timeoutMs ?? getRuntimeConfig().timeoutMs,
    imageOrigins: config.origins?.images ?? [],
  });
  configureApi({});
  configureIdentity({ phoneVerification: config.phoneVerification ?? false });
  registerRegistry(registry);
  // A visit starting on home asks for that page's texts and lists while the settings load, and the
  // header's member calls wait for its first banner.
  if (isHomePath(globalThis.location?.pathname ?? '')) holdForHome();
  prefetchHome(null);
  const settings = await queryClient.fetchQuery(settingsQuery);
  // Switches are needed by the header on most pages; start them now, do not wait.
  void queryClient.prefetchQuery(switchesQuery);
  prefetchHome(settings);
  return { registry, mode: siteMode(settings) };
}
