import {
  versionOfManifest,
  type FieldFigures,
  type HistoryEntry,
  type Registry,
  type ReleaseStore,
} from './store-types';

/**
 * When a canary is taken back without anyone asking: its share of visitors had errors (a failed load or an
 * error in its region, docs/field-reports.md) in clearly more of their sessions than the stable release's.
 */
export interface RollbackRule {
  /** The canary's figures count only from this many sessions on. */
  minSessions: number;
  /** How far the canary's error rate (0–1) may be above the stable release's before it is rolled back. */
  maxErrorRateIncrease: number;
}

/**
 * 10 sessions and 10 points: from 10 sessions on, one session with an error is at most 10 points (1 / 10),
 * never more than the limit, so a single unlucky visitor never rolls a canary back; two sessions with errors
 * in 10 (20 %) against a clean stable release do. A canary that breaks for everyone is gone after 10 visits.
 */
export const DEFAULT_ROLLBACK_RULE: RollbackRule = { minSessions: 10, maxErrorRateIncrease: 0.1 };

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
const sessions = (n: number) => `${n} session${n === 1 ? '' : 's'}`;

/**
 * Why the canary must go, in words for the history ("error rate 100 % in 10 sessions against 0 % in 9
 * sessions of 0.1.0 (limit +10 points)"); null while it may stay. Without stable figures the canary is held
 * against an error rate of 0.
 */
export function rollbackReason(
  stable: FieldFigures | undefined,
  canary: FieldFigures,
  rule: RollbackRule = DEFAULT_ROLLBACK_RULE,
  /** The stable release's version, named when it has no figures. */
  stableVersion: string | undefined = stable?.version,
): string | null {
  if (canary.sessions < rule.minSessions || canary.sessions === 0) return null;
  const canaryRate = canary.errorSessions / canary.sessions;
  const stableRate = stable && stable.sessions > 0 ? stable.errorSessions / stable.sessions : 0;
  // Rounded to a millionth: 2 in 10 against 1 in 10 is 10 points, not 10.000000000000002.
  const increase = Math.round((canaryRate - stableRate) * 1e6) / 1e6;
  if (increase <= rule.maxErrorRateIncrease) return null;
  const against =
    stable && stable.sessions > 0
      ? `${percent(stableRate)} in ${sessions(stable.sessions)} of ${stable.version}`
      : `no figures of ${stableVersion ?? 'the stable release'}`;
  return `error rate ${percent(canaryRate)} in ${sessions(canary.sessions)} against ${against} (limit +${Math.round(rule.maxErrorRateIncrease * 1000) / 10} points)`;
}

/** The registry without `remote`'s canary, if that very canary (same manifest, same start) is still live. */
function withoutCanary(
  current: Registry,
  remote: string,
  canary: { manifest: string; since: string },
): Registry | null {
  const entry = current.remotes.find((r) => r.name === remote);
  if (!entry?.canary || entry.canary.manifest !== canary.manifest || entry.canary.since !== canary.since) return null;
  return {
    remotes: current.remotes.map((r) => {
      if (r !== entry) return r;
      const { canary: _dropped, ...rest } = r;
      return rest;
    }),
  };
}

/**
 * For every remote with a canary: compares the canary's figures with its stable release's and, when the rule
 * says so, drops the canary (every visitor gets the stable release again) with an `auto-rollback` entry. The
 * change is compare-and-set: a canary promoted, replaced or rolled back meanwhile is left as it now is.
 * Returns the entries made.
 */
export async function applyRollbackRule(
  store: ReleaseStore,
  rule: RollbackRule = DEFAULT_ROLLBACK_RULE,
  now: Date = new Date(),
): Promise<HistoryEntry[]> {
  const [registry, figures] = await Promise.all([store.registry(), store.figures()]);
  const figuresOf = (remote: string, version: string | null) =>
    version === null ? undefined : figures.find((f) => f.remote === remote && f.version === version);
  const made: HistoryEntry[] = [];
  for (const remote of registry.remotes) {
    const { canary } = remote;
    if (!canary) continue;
    const stableVersion = versionOfManifest(remote.manifest);
    const canaryVersion = versionOfManifest(canary.manifest);
    if (canaryVersion === null || canaryVersion === stableVersion) continue;
    const canaryFigures = figuresOf(remote.name, canaryVersion);
    if (!canaryFigures) continue;
    const reason = rollbackReason(
      figuresOf(remote.name, stableVersion),
      canaryFigures,
      rule,
      stableVersion ?? undefined,
    );
    if (!reason) continue;
    const result = await store.update((current) => {
      const next = withoutCanary(current, remote.name, canary);
      if (!next) return null;
      const entry: HistoryEntry = {
        at: now.toISOString(),
        by: 'field reports',
        remote: remote.name,
        action: 'auto-rollback',
        from: canary.manifest,
        to: current.remotes.find((r) => r.name === remote.name)!.manifest,
        percent: canary.percent,
        reason,
      };
      return { registry: next, entry };
    });
    if (result) made.push(result.entry);
  }
  return made;
}
