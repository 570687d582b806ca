import { safeUrl } from '../download/download-rules';

/** Messenger shortcuts of the side widget, in the order it shows them. */
export const SHORTCUTS = ['WHATSAPP', 'TELEGRAM', 'FACEBOOK'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

export interface ServiceLinks {
  /** The live customer-service chat, or null when none is configured. */
  live: string | null;
  /** Only the configured ones, in SHORTCUTS order. */
  shortcuts: Array<{ type: Shortcut; url: string }>;
}

/**
 * The platform's list is typed entries (docs/api-contract.md "Site chrome"); the first usable http(s) link of
 * each type wins, anything else (unknown types, empty or script URLs) is left out.
 */
export function pickServiceLinks(list: ReadonlyArray<{ type: string; url?: string | null }>): ServiceLinks {
  const first = (type: string): string | null => {
    for (const item of list) {
      if (item.type.toUpperCase() !== type) continue;
      const url = safeUrl(item.url);
      if (url && !url.startsWith('/')) return url;
    }
    return null;
  };
  return {
    live: first('LIVE'),
    shortcuts: SHORTCUTS.flatMap((type) => {
      const url = first(type);
      return url ? [{ type, url }] : [];
    }),
  };
}

/** Keeps the floating button between the header and the bottom menu (never over the menu). */
export function clampOffset(top: number, bounds: { min: number; max: number }): number {
  if (bounds.max < bounds.min) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, top));
}
