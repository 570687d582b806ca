/** The release store's types (tooling/release/store.ts), and a manifest's version, as the field reports use them. */
export type { FieldFigures, FieldSample, HistoryEntry, Registry, ReleaseStore, RemoteEntry } from './store';

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
