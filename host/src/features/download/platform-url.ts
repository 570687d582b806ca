import { getRuntimeConfig } from '@mc/shared-kernel';

/** Site-relative links (`/wps/…`) live where the API lives, which need not be the page's origin. */
export function platformUrl(path: string): string {
  if (!path.startsWith('/')) return path;
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}${path}`;
}
