import { randomBytes } from 'node:crypto';

/**
 * The site's Content-Security-Policy and hardening headers, computed when a response is served from the
 * files a release or a deployment edits (`remotes.json`, `config.json`), so a remote released on a new
 * origin, or a new image CDN, needs no host rebuild. README "Security headers" explains the policy.
 */

export interface RegistryLike {
  remotes: Array<{ name: string; manifest: string }>;
}

/** Origins a deployment lets in, by what they are for (`config.json` `origins`). */
export interface DeploymentOrigins {
  /** The platform's image CDNs: banners, game icons, pictures in announcements. */
  images?: string[];
  /** Pages shown inside the site: game vendors, live chat. */
  frames?: string[];
  /** Where a form may post the whole page: payment gateways. */
  forms?: string[];
  /** Other APIs the browser itself calls. */
  connect?: string[];
}

export interface ConfigLike {
  apiBase?: string;
  origins?: DeploymentOrigins;
}

export interface PolicyInput {
  registry: RegistryLike | null;
  config: ConfigLike | null;
  /** The per-response nonce of the page's own style elements. */
  nonce: string;
  /** The site's origin, to resolve relative manifest URLs and `apiBase`. */
  siteOrigin: string;
  /** Where browsers send violation reports (same origin). */
  reportUri?: string;
}

/** A scheme, a host (optionally `*.`-prefixed) and a port: nothing that could end a directive. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** `value` as a CSP source for the origin it names, or null (relative URLs are the site itself). */
export function originOf(value: string | undefined, siteOrigin: string): string | null {
  if (!value) return null;
  if (ORIGIN.test(value)) return value.toLowerCase();
  try {
    const url = new URL(value, siteOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === siteOrigin ? null : url.origin;
  } catch {
    return null;
  }
}

/** Only well-formed origins; anything else in a deployment file is dropped, never pasted into the policy. */
function validOrigins(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.filter((v): v is string => typeof v === 'string' && ORIGIN.test(v)).map((v) => v.toLowerCase());
}

const unique = (values: Array<string | null>): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * Trusted Types policies the page may create: DOMPurify's (its output is the only HTML written into the
 * page), the kernel's inert parse for plain text, and the host's `default` policy, which lets script URLs
 * (chunks, remote entries) through from the site and the registry's origins only. Any other policy, and
 * any other string written to an HTML or script sink, is refused.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'mc-inert-text', 'default'];

export function sitePolicy(input: PolicyInput): string {
  const { registry, config, nonce, siteOrigin } = input;
  const remotes = registry?.remotes ?? [];
  const remoteOrigins = unique(remotes.map((r) => originOf(r.manifest, siteOrigin)));
  const api = originOf(config?.apiBase, siteOrigin);
  const extra = config?.origins ?? {};
  const list = (...groups: Array<Array<string | null>>) => unique(groups.flat()).join(' ');

  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', list(["'self'"], remoteOrigins)],
    // Style elements the apps insert carry the nonce; remotes ship their CSS inside their scripts.
    ['style-src', list(["'self'", `'nonce-${nonce}'`])],
    // blob: previews the pictures a person is about to upload (object URLs of their own files).
    ['img-src', list(["'self'", 'data:', 'blob:', api], remoteOrigins, validOrigins(extra.images))],
    ['font-src', "'self'"],
    ['connect-src', list(["'self'", api], remoteOrigins, validOrigins(extra.connect))],
    // The game page comes from the platform (the site's /wps, or the API's origin); chat and vendors are added by deployment.
    ['frame-src', list(["'self'", api], validOrigins(extra.frames))],
    ['frame-ancestors', "'none'"],
    ['form-action', list(["'self'"], validOrigins(extra.forms))],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The site's own service worker (/sw.js), nothing else.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICIES.join(' ')],
  ];
  if (input.reportUri) directives.push(['report-uri', input.reportUri]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Responses that are not the page (scripts, JSON, images, the API): nothing may run in or frame them. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The site's service worker runs under its own script's policy: it may fetch the site's pages and files
 * (to answer and cache them) and nothing else; no script, no eval.
 */
export const WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A remote's standalone development page: its own scripts and styles, nothing from elsewhere. */
export const REMOTE_PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** What a page of the platform shown in the site's frame (the game page) may add: only the site may frame it. */
export const FRAMED_PAGE_POLICY = "frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

/**
 * Powerful features the site never uses are off for the page and every frame in it; the game frame keeps
 * fullscreen and autoplay (its `allow` attribute asks for them) from the origins that may be framed.
 */
export function permissionsPolicy(frameOrigins: string[]): string {
  const framed = ['self', ...frameOrigins.map((o) => `"${o}"`)].join(' ');
  const off = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
  ];
  return [...off.map((f) => `${f}=()`), `fullscreen=(${framed})`, `autoplay=(${framed})`].join(', ');
}

/** Sent on every response of the site and of the remotes. */
export function commonHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Headers of the site's page (index.html). */
export function documentHeaders(input: PolicyInput & { https: boolean }): Record<string, string> {
  const api = originOf(input.config?.apiBase, input.siteOrigin);
  return {
    ...commonHeaders(input),
    'Content-Security-Policy': sitePolicy(input),
    'Permissions-Policy': permissionsPolicy(unique([api, ...validOrigins(input.config?.origins?.frames)])),
    // Payment gateways and sign-in providers may open in a popup that must talk back to the opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The page with the nonce on its own inline style and in `<meta property="csp-nonce">`, where each app's
 * webpack runtime reads it for the style elements it inserts (tooling/webpack/csp-nonce-plugin.cjs).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`);
}
