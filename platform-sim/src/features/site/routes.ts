import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import type { SiteConfig, State } from './state';

/** Site chrome: app download links and customer-service links (docs/api-contract.md, "Site chrome"). */

export const DOWNLOAD_LINKS_PATH = '/wps/system/downloadLinks';
export const CUSTOMER_SERVICE_PATH = '/wps/system/customerService';

/** Download links by resource type (IOS, Android, MOBILECONFIG, AppDownloadIcon); USDJUMP is served like the others and ignored by the client. */
export const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'USDJUMP'] as const;
/** LIVE is the live-chat link; the others are the side widget's messenger shortcuts. */
export const SERVICE_TYPES = ['LIVE', 'WHATSAPP', 'TELEGRAM', 'FACEBOOK'] as const;

const URL_PATTERN = /^(https?:\/\/|itms-services:\/\/|\/)\S+$/;

function entries<K extends string>(
  value: unknown,
  key: K,
  allowed: readonly string[],
  field: string,
): Array<Record<K, string> & { url: string }> {
  if (!Array.isArray(value)) throw invalid(`${field} must be an array`);
  return value.map((item, index) => {
    if (typeof item !== 'object' || item === null) throw invalid(`${field}[${index}] must be an object`);
    const { [key]: kind, url } = item as Record<string, unknown>;
    if (typeof kind !== 'string' || !allowed.includes(kind))
      throw invalid(`${field}[${index}].${key} must be one of ${allowed.join(', ')}`);
    if (typeof url !== 'string' || !URL_PATTERN.test(url))
      throw invalid(`${field}[${index}].url must be an http(s), itms-services or site-relative URL`);
    return { [key]: kind, url } as Record<K, string> & { url: string };
  });
}

function snapshot(site: SiteConfig): SiteConfig {
  return {
    downloads: site.downloads.map((d) => ({ ...d })),
    customerService: site.customerService.map((c) => ({ ...c })),
  };
}

/** Replaces the lists given (each whole); validates everything before changing anything. */
async function setSite(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const unknown = Object.keys(body).filter((k) => k !== 'downloads' && k !== 'customerService');
  if (unknown.length > 0) throw invalid(`unknown keys: ${unknown.join(', ')}`);
  const downloads =
    body.downloads === undefined ? undefined : entries(body.downloads, 'resourceType', RESOURCE_TYPES, 'downloads');
  const customerService =
    body.customerService === undefined
      ? undefined
      : entries(body.customerService, 'type', SERVICE_TYPES, 'customerService');
  const { site } = ctx.sim.state;
  if (downloads) site.downloads = downloads;
  if (customerService) site.customerService = customerService;
  return ok(snapshot(site));
}

/** The seeded AppDownloadIcon: the app's launcher icon, generated like the other sim images. */
const APP_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#f5b940"/>' +
  '<text x="48" y="60" font-family="Arial, sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#1b1406">MC</text></svg>';

function appIcon(ctx: Ctx<State>): Response {
  if (ctx.params.file !== 'icon.svg') throw new SimError('request.not.found', { status: 404 });
  return new Response(APP_ICON_SVG, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}

export function registerSite(router: Routes<State>): void {
  router
    .get('/wps/assets/app/:file', appIcon)
    .get(DOWNLOAD_LINKS_PATH, (ctx) => ok(ctx.state.site.downloads.map((d) => ({ ...d }))))
    .get(CUSTOMER_SERVICE_PATH, (ctx) => ok({ list: ctx.state.site.customerService.map((c) => ({ ...c })) }))
    .get('/__sim/site', (ctx) => ok(snapshot(ctx.sim.state.site)))
    .post('/__sim/site', setSite);
}
