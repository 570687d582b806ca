import { useEffect, useMemo, useState } from 'react';
import type DOMPurify from 'dompurify';

type Purifier = typeof DOMPurify;

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/**
 * DOMPurify is loaded the first time server HTML is shown, not with the kernel: it is as big as the kernel
 * itself (19 KB gzip) and most pages, the home page's first paint included, show no server HTML.
 */
function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    (module) => {
      const loaded = module.default;
      // Links that open elsewhere must not hand the opener to the other page.
      loaded.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      });
      purifier = loaded;
      return loaded;
    },
    (error: unknown) => {
      // A failed download is tried again the next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function purify(sanitizer: Purifier, html: string): string {
  return sanitizer.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/**
 * Server HTML (announcements, help, promotions) goes through DOMPurify before it reaches the DOM:
 * no scripts, no event-handler attributes, no javascript: URLs, no forms or frames.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return purify(purifier ?? (await loadPurifier()), html);
}

/**
 * The words of server HTML without any of its markup, for while DOMPurify loads (or when it could not):
 * parsed in an inert document (nothing runs or loads), scripts and styles dropped, shown as text.
 */
export function htmlText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Starts loading DOMPurify (once) when `enabled`, and says when that is over, loaded or failed. A view that
 * is about to show server HTML all at once (a dialog) waits for it, so its content does not change size
 * under the reader when the formatting replaces the plain words.
 */
export function useSanitizerSettled(enabled = true): boolean {
  const [settled, setSettled] = useState(() => purifier !== null);
  useEffect(() => {
    if (!enabled || settled) return;
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    loadPurifier().then(done, done);
    return () => {
      live = false;
    };
  }, [enabled, settled]);
  return settled;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Settled without a purifier: it could not load, and the words stay (readable, just without formatting).
  const settled = useSanitizerSettled();
  const clean = useMemo(() => (settled && purifier ? purify(purifier, html) : null), [settled, html]);
  if (clean === null) return <div className={className}>{htmlText(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
