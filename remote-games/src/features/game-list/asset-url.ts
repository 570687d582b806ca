import { getRuntimeConfig } from '@mc/shared-kernel';

/** Icons come as platform paths (`/wps/assets/…`); they live where the API lives, not where the page does. */
export function assetUrl(path: string): string {
  if (/^([a-z]+:|\/\/)/i.test(path)) return path;
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
