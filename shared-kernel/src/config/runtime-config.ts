/**
 * Runtime configuration: read by the host at start from `/config.json`, so one build can point at
 * the simulator or at the real platform.
 */
export interface RuntimeConfig {
  /** Origin (and optional path) of the platform API; '' means the site's own origin. */
  apiBase: string;
  /** Request timeout in ms for ordinary calls. */
  timeoutMs: number;
  /**
   * The platform's image CDNs (origins). Images from the site, the API and these are shown; any other
   * (a tracking pixel in an announcement) is dropped before it is requested. The host server's
   * Content-Security-Policy allows the same list.
   */
  imageOrigins: readonly string[];
  /**
   * Origins besides the site and the API that the host server's Content-Security-Policy lets the site frame
   * (`origins.frames` of the deployment's config): a page from anywhere else opens in a new tab instead.
   */
  frameOrigins: readonly string[];
}

const defaults: RuntimeConfig = { apiBase: '', timeoutMs: 15000, imageOrigins: [], frameOrigins: [] };
let current: RuntimeConfig = { ...defaults };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...defaults, ...next };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
