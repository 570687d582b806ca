/*
 * The speed budget `npm run bench` enforces: what federation may cost against the same code built as one
 * app (ratios measured in the same run, because absolute figures swing with the machine), and the absolute
 * bounds a phone user feels. A miss fails the benchmark, never `npm test`.
 */

/** What one page scored in one build (medians of the runs). */
export interface PageFigures {
  jsBytes: number;
  lcpMs: number;
  score: number;
  cls: number;
  tbtMs: number;
}

export interface PageBudget {
  /** Federated / plain, for JS gzip bytes before first render and for LCP. */
  maxRatio: number;
  minScore?: number;
  maxLcpMs?: number;
  maxCls: number;
  maxTbtMs: number;
}

const RATIO = 1.1;
const COMMON = { maxRatio: RATIO, maxCls: 0.02, maxTbtMs: 200 } as const;

/** Budgets by bench page name (tooling/bench/bench.ts PAGES). */
export const BUDGETS: Readonly<Record<string, PageBudget>> = {
  'home (guest)': { ...COMMON, minScore: 0.9, maxLcpMs: 2500 },
  'home (member)': { ...COMMON, minScore: 0.9, maxLcpMs: 2500 },
  'game list RNG (guest)': { ...COMMON, maxLcpMs: 3000 },
  'member centre (member)': { ...COMMON },
  'deposit (member)': { ...COMMON },
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

/** Every bound a page missed; an empty list is a pass. A page without a budget is reported, not ignored. */
export function checkPage(page: string, federated: PageFigures, plain: PageFigures): Miss[] {
  const budget = BUDGETS[page];
  if (!budget) return [{ page, figure: 'budget', value: 'none', bound: 'every bench page has one' }];
  const misses: Miss[] = [];
  const miss = (figure: string, value: string, bound: string) => misses.push({ page, figure, value, bound });
  const jsRatio = plain.jsBytes > 0 ? federated.jsBytes / plain.jsBytes : Number.POSITIVE_INFINITY;
  const lcpRatio = plain.lcpMs > 0 ? federated.lcpMs / plain.lcpMs : Number.POSITIVE_INFINITY;
  if (jsRatio > budget.maxRatio) miss('JS bytes federated / plain', `×${fixed(jsRatio, 2)}`, `≤ ×${budget.maxRatio}`);
  if (lcpRatio > budget.maxRatio) miss('LCP federated / plain', `×${fixed(lcpRatio, 2)}`, `≤ ×${budget.maxRatio}`);
  if (budget.minScore !== undefined && federated.score < budget.minScore)
    miss('Lighthouse performance', fixed(federated.score, 2), `≥ ${budget.minScore}`);
  if (budget.maxLcpMs !== undefined && federated.lcpMs > budget.maxLcpMs)
    miss('LCP', `${fixed(federated.lcpMs / 1000, 2)} s`, `≤ ${fixed(budget.maxLcpMs / 1000, 1)} s`);
  if (federated.cls > budget.maxCls) miss('CLS', fixed(federated.cls, 3), `≤ ${budget.maxCls}`);
  if (federated.tbtMs > budget.maxTbtMs) miss('TBT', `${Math.round(federated.tbtMs)} ms`, `≤ ${budget.maxTbtMs} ms`);
  return misses;
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
