/*
 * The speed budget `npm run bench` enforces: what federation may cost against the same code built as one
 * app (ratios measured in the same run, because absolute figures swing with the machine), and the absolute
 * bounds a phone user feels. A miss fails the benchmark, never `npm test`.
 */

/** What one page scored in one build (medians of the runs). */
export interface PageFigures {
  /** JS before the first render (bytes as sent). */
  jsBytes: number;
  /** The remotes' manifests read before the first render (as sent; none in the plain build). */
  manifestBytes: number;
  /** Everything a cold visit downloads until the network is idle, images included (bytes as sent). */
  firstVisitBytes: number;
  lcpMs: number;
  score: number;
  cls: number;
  tbtMs: number;
}

/** The figures of a page's cold loads, without Lighthouse's. */
export type PageBytes = Pick<PageFigures, 'jsBytes' | 'manifestBytes' | 'firstVisitBytes'>;

export interface PageBudget {
  /** Federated / plain, for LCP, and for JS bytes before first render on a page without a federation ceiling. */
  maxRatio: number;
  /**
   * A remote's page: what the federated build sends before the first render that the plain build does not
   * (runtime, remote entry, routes module, glue; brotli as sent), at most this many bytes. A ratio cannot
   * hold it: the runtime core alone is more than a tenth of a screen's JS.
   */
  maxFederationOverheadBytes?: number;
  /** Bytes a cold visit downloads (PageFigures.firstVisitBytes), federated build. */
  maxFirstVisitBytes: number;
  minScore?: number;
  maxLcpMs?: number;
  maxCls: number;
  maxTbtMs: number;
}

const RATIO = 1.1;
const COMMON = { maxRatio: RATIO, maxCls: 0.02, maxTbtMs: 200 } as const;
const KIB = 1024;
/** The federation overhead on a remote's page (about 36 KiB when the ceiling was set). */
export const MAX_FEDERATION_OVERHEAD_BYTES = 36 * KIB;
const REMOTE_PAGE = { ...COMMON, maxFederationOverheadBytes: MAX_FEDERATION_OVERHEAD_BYTES } as const;

/**
 * Budgets by bench page name (tooling/bench/bench.ts PAGES). The first-visit bytes are each page's figure
 * when the bound was set, plus 15 %, rounded to a KiB (home 317.5 / 321.5 KiB guest / member, game list
 * 294.4, member centre 216.3, deposit 228.2).
 */
export const BUDGETS: Readonly<Record<string, PageBudget>> = {
  'home (guest)': { ...COMMON, minScore: 0.9, maxLcpMs: 2500, maxFirstVisitBytes: 365 * KIB },
  'home (member)': { ...COMMON, minScore: 0.9, maxLcpMs: 2500, maxFirstVisitBytes: 370 * KIB },
  'game list RNG (guest)': { ...REMOTE_PAGE, maxLcpMs: 3000, maxFirstVisitBytes: 339 * KIB },
  'member centre (member)': { ...REMOTE_PAGE, maxFirstVisitBytes: 249 * KIB },
  'deposit (member)': { ...REMOTE_PAGE, maxFirstVisitBytes: 263 * KIB },
};

/** From home to a screen of a remote not loaded yet: at most this many round trips more than a host-only screen. */
export const MAX_EXTRA_ROUND_TRIPS = 1;

export interface Miss {
  page: string;
  figure: string;
  value: string;
  bound: string;
}

const fixed = (n: number, digits: number) => n.toFixed(digits);
const kib = (bytes: number) => `${fixed(bytes / KIB, 1)} KiB`;

/** Every bound a page missed; an empty list is a pass. A page without a budget is reported, not ignored. */
export function checkPage(page: string, federated: PageFigures, plain: PageFigures): Miss[] {
  const budget = BUDGETS[page];
  if (!budget) return [{ page, figure: 'budget', value: 'none', bound: 'every bench page has one' }];
  const misses: Miss[] = [];
  const miss = (figure: string, value: string, bound: string) => misses.push({ page, figure, value, bound });
  const lcpRatio = plain.lcpMs > 0 ? federated.lcpMs / plain.lcpMs : Number.POSITIVE_INFINITY;
  misses.push(...checkJs(page, budget, federated, plain));
  if (lcpRatio > budget.maxRatio) miss('LCP federated / plain', `×${fixed(lcpRatio, 2)}`, `≤ ×${budget.maxRatio}`);
  if (budget.minScore !== undefined && federated.score < budget.minScore)
    miss('Lighthouse performance', fixed(federated.score, 2), `≥ ${budget.minScore}`);
  if (budget.maxLcpMs !== undefined && federated.lcpMs > budget.maxLcpMs)
    miss('LCP', `${fixed(federated.lcpMs / 1000, 2)} s`, `≤ ${fixed(budget.maxLcpMs / 1000, 1)} s`);
  if (federated.cls > budget.maxCls) miss('CLS', fixed(federated.cls, 3), `≤ ${budget.maxCls}`);
  if (federated.tbtMs > budget.maxTbtMs) miss('TBT', `${Math.round(federated.tbtMs)} ms`, `≤ ${budget.maxTbtMs} ms`);
  misses.push(...checkFirstVisit(page, budget, federated));
  return misses;
}

/** The bounds on bytes alone (a run without Lighthouse checks only these). */
export function checkPageBytes(page: string, federated: PageBytes, plain: PageBytes): Miss[] {
  const budget = BUDGETS[page];
  if (!budget) return [{ page, figure: 'budget', value: 'none', bound: 'every bench page has one' }];
  return [...checkJs(page, budget, federated, plain), ...checkFirstVisit(page, budget, federated)];
}

function checkJs(page: string, budget: PageBudget, federated: PageBytes, plain: PageBytes): Miss[] {
  if (budget.maxFederationOverheadBytes !== undefined) {
    const overhead = federationOverhead(federated, plain);
    return overhead > budget.maxFederationOverheadBytes
      ? [
          {
            page,
            figure: 'federation overhead',
            value: kib(overhead),
            bound: `≤ ${kib(budget.maxFederationOverheadBytes)}`,
          },
        ]
      : [];
  }
  const jsRatio = plain.jsBytes > 0 ? federated.jsBytes / plain.jsBytes : Number.POSITIVE_INFINITY;
  return jsRatio > budget.maxRatio
    ? [{ page, figure: 'JS bytes federated / plain', value: `×${fixed(jsRatio, 2)}`, bound: `≤ ×${budget.maxRatio}` }]
    : [];
}

function checkFirstVisit(page: string, budget: PageBudget, federated: PageBytes): Miss[] {
  return federated.firstVisitBytes > budget.maxFirstVisitBytes
    ? [
        {
          page,
          figure: 'bytes of a first visit',
          value: kib(federated.firstVisitBytes),
          bound: `≤ ${kib(budget.maxFirstVisitBytes)}`,
        },
      ]
    : [];
}

/**
 * What federation adds before the first render: the federated build's bytes minus the plain build's, for
 * the same page in the same run (the screen's own code is in both; what is left is the runtime, the remote's
 * entry and manifest, its routes module and the glue between them). Measured, not listed by file name: a
 * file federation splits differently from the plain build counts for what it adds or saves.
 */
export function federationOverhead(federated: PageBytes, plain: PageBytes): number {
  return federated.jsBytes + federated.manifestBytes - (plain.jsBytes + plain.manifestBytes);
}

/** Responsiveness: each benched interaction's INP (the worst of its runs) at most this. */
export const MAX_INP_MS = 200;

export function checkInp(figures: { name: string; ms: number }): Miss[] {
  return figures.ms > MAX_INP_MS
    ? [{ page: figures.name, figure: 'INP', value: `${Math.round(figures.ms)} ms`, bound: `≤ ${MAX_INP_MS} ms` }]
    : [];
}

/** Navigation from home to a remote's screen: tap → first content, federated vs plain, and the round trip time. */
export interface NavigationFigures {
  name: string;
  federatedMs: number;
  plainMs: number;
  /** One network round trip under the bench's throttling. */
  roundTripMs: number;
}

export function checkNavigation(nav: NavigationFigures): Miss[] {
  const extra = nav.federatedMs - nav.plainMs;
  const allowed = MAX_EXTRA_ROUND_TRIPS * nav.roundTripMs;
  return extra > allowed
    ? [
        {
          page: nav.name,
          figure: 'navigation federated − plain',
          value: `${Math.round(extra)} ms`,
          bound: `≤ ${allowed} ms (${MAX_EXTRA_ROUND_TRIPS} round trip)`,
        },
      ]
    : [];
}

/** A second round through every route may weigh at most this much more than the first (a leak grows each round). */
export const MAX_SESSION_GROWTH_MIB = 2;

export function checkLongSession(figures: { growthMiB: number }): Miss[] {
  return figures.growthMiB > MAX_SESSION_GROWTH_MIB
    ? [
        {
          page: 'long session',
          figure: 'heap growth, second round through every route',
          value: `${figures.growthMiB} MiB`,
          bound: `≤ ${MAX_SESSION_GROWTH_MIB} MiB`,
        },
      ]
    : [];
}
