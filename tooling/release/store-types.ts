/**
 * The release store as the host server keeps it: the registry it serves (each remote's stable manifest and,
 * during a canary, the canary's), the history of every change, and the field reports' figures per remote and
 * version. Defined here until the store itself (tooling/release/store.ts) is merged; the names are that
 * store's. How field reports feed it: docs/field-reports.md.
 */
export interface RemoteEntry {
  name: string;
  manifest: string;
  routes: string[];
  canary?: { manifest: string; percent: number; since: string };
}

export interface Registry {
  remotes: RemoteEntry[];
}

export interface HistoryEntry {
  at: string;
  by: string;
  remote: string;
  action: 'publish' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';
  from: string | null;
  to: string | null;
  percent?: number;
  reason?: string;
}

/** One reported fact of one tab session on one remote's version. */
export interface FieldSample {
  remote: string;
  version: string;
  session: string;
  error: boolean;
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** What the store makes of a remote version's samples: distinct sessions, those with an error, p75 of each metric. */
export interface FieldFigures {
  remote: string;
  version: string;
  sessions: number;
  errorSessions: number;
  errorRate: number;
  p75: { lcp: number | null; inp: number | null; cls: number | null };
}

export interface ReleaseStore {
  registry(): Promise<Registry>;
  /**
   * Applies `change` to the current registry atomically (compare-and-set): `change` sees the registry as it is
   * now and returns the next one with its history entry, or null to leave it as it is.
   */
  update(change: (current: Registry) => { registry: Registry; entry: HistoryEntry } | null): Promise<{ registry: Registry; entry: HistoryEntry } | null>;
  history(remote?: string): Promise<HistoryEntry[]>;
  record(samples: FieldSample[]): Promise<void>;
  figures(): Promise<FieldFigures[]>;
  close(): Promise<void>;
}

/** A remote's version: the folder its manifest sits in (`…/0.1.1-next/mf-manifest.json` → `0.1.1-next`). */
export function versionOfManifest(manifest: string): string | null {
  let path: string;
  try {
    path = new URL(manifest, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const folders = path.split('/').slice(0, -1).filter(Boolean);
  // A legacy build's manifest sits in its release's `legacy/` folder.
  if (folders[folders.length - 1] === 'legacy') folders.pop();
  return folders[folders.length - 1] ?? null;
}
