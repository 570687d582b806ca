import { sitePath } from '@mc/shared-kernel';

/** The item `?id=` asks to open, as the list's id text; blank or absent = none. */
export function requestedNoticeId(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim();
  return id ? id : null;
}

/** Adds or removes one id from the open set, leaving the others as they are. */
export function toggleOpen(open: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(open);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Where a tap on a link inside notice HTML should go within the app: same-site `/m/…` links, as the kernel's
 * URL rule reads them, stay in the single-page app; anything else (other sites, new windows) is left to the
 * browser.
 */
export function inAppPath(href: string | null, target: string | null, origin: string): string | null {
  if (!href || (target && target !== '_self')) return null;
  return sitePath(href, origin, '/m/');
}
