import floor from '../webpack/floor.cjs';
import type { BuildVariant } from '../../shared-kernel/src/contracts/federation';

/**
 * Which build a browser gets. The modern build runs on the browsers `.browserslistrc`'s [modern] names and
 * is smaller and faster there; every other browser gets the legacy build, made for the promised floor.
 *
 * A User-Agent is read for its engine and version only, and a browser it cannot place gets the modern build:
 * if that fails before the first render, the page's first script (host/public/floor-check.js) sets the
 * cookie below and reloads, and from then on this browser gets the legacy build.
 */
export const VARIANT_COOKIE = 'mc-variant';

type Version = readonly number[];

export interface ModernFloor {
  /** Every Chromium: Chrome, Android WebView, Samsung Internet, Edge (each says `Chrome/<n>`). */
  chromium: Version;
  /** Every browser on an iPhone or iPad is Safari's engine, of the system's version. */
  ios: Version;
  safari: Version;
  firefox: Version;
}

const parse = (text: string): Version => text.split('.').map(Number);

/** The modern build's lowest versions, read from `.browserslistrc`. */
export function modernFloor(): ModernFloor {
  const lowest = floor.floorVersions('modern');
  const chromium = ['chrome', 'and_chr', 'android', 'edge']
    .map((name) => lowest[name])
    .filter((v): v is string => Boolean(v));
  return {
    chromium: chromium.map(parse).sort(compare)[0] ?? [0],
    ios: parse(lowest.ios_saf ?? '0'),
    safari: parse(lowest.safari ?? '0'),
    firefox: parse(lowest.firefox ?? '0'),
  };
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const atLeast = (version: Version, lowest: Version) => compare(version, lowest) >= 0;

const ENGINES: ReadonlyArray<{ pattern: RegExp; floor: keyof ModernFloor }> = [
  // First: Chrome and Firefox on iOS (CriOS, FxiOS) are Safari's engine too.
  { pattern: /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.](\d+)/, floor: 'ios' },
  { pattern: /\b(?:Chrome|Chromium)\/(\d+)/, floor: 'chromium' },
  { pattern: /\bFirefox\/(\d+)/, floor: 'firefox' },
  { pattern: /\bVersion\/(\d+)(?:\.(\d+))?[^(]*\bSafari\//, floor: 'safari' },
];

export function variantFor(
  userAgent: string | undefined,
  cookie: string | undefined,
  lowest: ModernFloor = modernFloor(),
): BuildVariant {
  if (new RegExp(`(?:^|;\\s*)${VARIANT_COOKIE}=legacy(?:;|$)`).test(cookie ?? '')) return 'legacy';
  for (const { pattern, floor: family } of ENGINES) {
    const match = pattern.exec(userAgent ?? '');
    if (match) return atLeast(match.slice(1).filter(Boolean).map(Number), lowest[family]) ? 'modern' : 'legacy';
  }
  return 'modern';
}
