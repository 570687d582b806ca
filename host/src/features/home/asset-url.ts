import { getRuntimeConfig } from '@mc/shared-kernel';

/** Platform images come as platform paths (`/wps/assets/…`): they live where the API lives, not the page. */
export function assetUrl(path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
