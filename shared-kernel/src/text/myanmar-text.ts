import { useEffect, useState } from 'react';
import { hasMyanmar } from './myanmar-script';

/*
 * Burmese typed or sent in Zawgyi, shown and sent in Unicode (docs/product.md, "Burmese text typed or sent in
 * Zawgyi"). The detector and converter (zawgyi.ts, Google's myanmar-tools) are a chunk of their own, fetched
 * the first time a text with Burmese in it must be converted: most pages never need them, and text without
 * Burmese is answered here without them.
 */

type Zawgyi = typeof import('./zawgyi');

let zawgyi: Zawgyi | null = null;
let loading: Promise<Zawgyi> | null = null;

export { hasMyanmar };

/** Fetches the detector and converter once; a failed download is tried again the next time. */
export function loadZawgyi(): Promise<Zawgyi> {
  loading ??= import(/* webpackChunkName: "zawgyi" */ './zawgyi').then(
    (module) => {
      zawgyi = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The detector and converter when they have been fetched, else null. */
export const loadedZawgyi = (): Zawgyi | null => zawgyi;

/**
 * The text in Unicode when that can be said without a download: unchanged when it has no Burmese, converted
 * (if Zawgyi) once the converter is here; null when the converter must be fetched first.
 */
export function toUnicodeMyanmarNow(text: string): string | null {
  if (!hasMyanmar(text)) return text;
  return zawgyi ? zawgyi.toUnicodeMyanmar(text) : null;
}

/**
 * The text in Unicode: Zawgyi converted, anything else unchanged. Fetches the converter when the text has
 * Burmese in it and it is not here yet; rejects when it cannot be fetched.
 */
export async function toUnicodeMyanmarAsync(text: string): Promise<string> {
  return toUnicodeMyanmarNow(text) ?? (await loadZawgyi()).toUnicodeMyanmar(text);
}

/**
 * Whether `text` can be shown now as it will stay: true when it has no Burmese, or once the converter has
 * been fetched or could not be (the text is then shown as it came). Starts the fetch when it is needed.
 */
export function useZawgyiSettled(text: string): boolean {
  const needed = hasMyanmar(text);
  const [settled, setSettled] = useState(() => zawgyi !== null);
  useEffect(() => {
    if (!needed || settled) return;
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    loadZawgyi().then(done, done);
    return () => {
      live = false;
    };
  }, [needed, settled]);
  return !needed || settled;
}
