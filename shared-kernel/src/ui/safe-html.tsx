import { useEffect, useMemo, useState } from 'react';
import type DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { isAllowedImage } from '../config/platform-url';
import { trustedTypesPolicy } from '../security/trusted-types';
import { loadedZawgyi, loadZawgyi, hasMyanmar, useZawgyiSettled } from '../text/myanmar-text';
import { withoutInlineAttributes } from './inline-attributes';

type Purifier = typeof DOMPurify;

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;
/** While one text is being sanitised: how its text is turned into Unicode (it is Zawgyi), else null. */
let convertText: ((text: string) => string) | null = null;
/** Attributes whose text people read (a picture's description, a tooltip). */
const READ_ATTRIBUTES = ['alt', 'title'] as const;

/**
 * What server HTML (announcements, help, promotions) may contain: text formatting, lists, tables, links
 * and pictures. No `class`, `id`, `style`, `role`, `aria-*` or `data-*`: the app's own classes, ids and
 * positioning are out of its reach, so it cannot dress up as the app (a full-screen "mask" over a dialog)
 * or steal focus and names. It is formatted by the kernel's `.mc-server-html` rules only.
 */
export const SERVER_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;
export const SERVER_HTML_ATTRIBUTES = [
  'href',
  'target',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'lang',
] as const;

const POLICY: Config = {
  ALLOWED_TAGS: [...SERVER_HTML_TAGS],
  ALLOWED_ATTR: [...SERVER_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Links that open elsewhere do not get the opener; a link may not aim at the app's own frame tree. */
function guardLink(node: Element): void {
  const target = node.getAttribute('target');
  if (target === null) return;
  if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
}

/**
 * A picture from an origin nobody allowed (a tracking pixel tells its owner who reads the announcement)
 * is dropped before the browser could request it; the site's Content-Security-Policy allows the same list.
 * A picture the platform sent without any `alt` is taken as decoration (`alt=""`): without one, a screen
 * reader reads out its file name. An `alt` the platform wrote, even an empty one, is kept.
 */
function guardImage(node: Element): void {
  const src = node.getAttribute('src');
  if (!src || !isAllowedImage(src)) node.remove();
  else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
}

/**
 * DOMPurify is loaded the first time server HTML is shown, not with the kernel: it is as big as the kernel
 * itself (19 KB gzip) and most pages, the home page's first paint included, show no server HTML.
 */
function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    (module) => {
      const loaded = module.default;
      loaded.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') guardLink(node);
        else if (node.tagName === 'IMG') guardImage(node);
        if (convertText) convertAttributes(node, convertText);
      });
      // Text nodes come here once sanitised (an element's attributes are done above): Zawgyi becomes Unicode.
      loaded.addHook('afterSanitizeElements', (node) => {
        if (convertText && node.nodeType === Node.TEXT_NODE && node.nodeValue)
          node.nodeValue = convertText(node.nodeValue);
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

function convertAttributes(node: Element, convert: (text: string) => string): void {
  for (const name of READ_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value) node.setAttribute(name, convert(value));
  }
}

/**
 * How server text in Zawgyi becomes Unicode (docs/product.md, "Burmese text typed or sent in Zawgyi"): the
 * detector judges the whole text (one text node is often a word or two, too short to judge), and then each
 * text node is converted as DOMPurify hands it over, after sanitising, so conversion never sees markup. Null
 * when the text is not Zawgyi, or when the converter is not here (SafeHtml waits for it; if it could not
 * come, the text is shown as it came).
 */
function zawgyiConversion(markup: string): ((text: string) => string) | null {
  const zawgyi = hasMyanmar(markup) ? loadedZawgyi() : null;
  return zawgyi && zawgyi.isZawgyi(markup) ? zawgyi.zawgyiToUnicode : null;
}

function sanitizeConverted<T>(html: string, sanitize: (markup: string) => T): T {
  const markup = withoutInlineAttributes(html);
  convertText = zawgyiConversion(markup);
  try {
    // DOMPurify returns markup without a single tag as it is, without walking it: it is all text.
    return sanitize(convertText && !markup.includes('<') ? convertText(markup) : markup);
  } finally {
    convertText = null;
  }
}

/**
 * The sanitized HTML as DOMPurify's Trusted Types value where the browser has them: the site requires
 * Trusted Types for every HTML sink, so this is the one way HTML gets into the page (a string in tests).
 */
function purifyTrusted(sanitizer: Purifier, html: string): TrustedHTML | string {
  return sanitizeConverted(html, (markup) => sanitizer.sanitize(markup, { ...POLICY, RETURN_TRUSTED_TYPE: true }));
}

/** The sanitized markup as text, Zawgyi in Unicode, as SafeHtml shows it (for tests and checks; render it only through SafeHtml). */
export async function sanitizeHtml(html: string): Promise<string> {
  const sanitizer = purifier ?? (await loadPurifier());
  if (hasMyanmar(html)) await loadZawgyi().catch(() => null);
  return sanitizeConverted(html, (markup) => sanitizer.sanitize(markup, POLICY));
}

/** Parses without running or loading anything; only the words are read out of it. */
const inertPolicy = trustedTypesPolicy('mc-inert-text', { createHTML: (html: string) => html });

/**
 * The words of server HTML without any of its markup, for while DOMPurify loads (or when it could not):
 * parsed in an inert document (nothing runs or loads), scripts and styles dropped, shown as text.
 */
export function htmlText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const markup = withoutInlineAttributes(html);
  const doc = new DOMParser().parseFromString((inertPolicy?.createHTML(markup) ?? markup) as string, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Starts loading DOMPurify (once) when `enabled`, and says when that is over, loaded or failed. A view that
 * is about to show server HTML all at once (a dialog) waits for it, so its content does not change size
 * under the reader when the formatting replaces the plain words. Given the HTML (and titles) it will show,
 * it also fetches the Zawgyi converter when they have Burmese in them and waits for that too, since SafeHtml
 * shows Burmese only once it can show it in Unicode.
 */
export function useSanitizerSettled(enabled = true, text = ''): boolean {
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
  const unicodeReady = useZawgyiSettled(enabled ? text : '');
  return settled && unicodeReady;
}

/** The words of server HTML, Zawgyi in Unicode (judged as a whole, like the formatted HTML). */
function plainWords(html: string): string {
  const words = htmlText(html);
  const convert = zawgyiConversion(withoutInlineAttributes(html));
  return convert ? convert(words) : words;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Settled without a purifier: it could not load, and the words stay (readable, just without formatting).
  const settled = useSanitizerSettled();
  // Burmese is shown only once it can be shown in Unicode: Zawgyi first and Unicode a moment later would
  // redraw (and reflow) the whole text. Until then the box stays empty; if the converter could not come,
  // the text is shown as it came.
  const unicodeReady = useZawgyiSettled(html);
  const clean = useMemo(
    () => (settled && unicodeReady && purifier ? purifyTrusted(purifier, html) : null),
    [settled, unicodeReady, html],
  );
  const classes = className ? `mc-server-html ${className}` : 'mc-server-html';
  if (!unicodeReady) return <div className={classes} />;
  if (clean === null) return <div className={classes}>{plainWords(html)}</div>;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
