import { createHash, randomBytes } from 'node:crypto';
import type { Registry, RemoteEntry } from './store';

/**
 * The release registry's model (docs/releasing.md, "The registry, canaries and buckets"). Each remote has a
 * stable release and may have a canary: a second release a share of visitors runs. Which one a visitor runs
 * is decided by their bucket, an anonymous random id the host server keeps in a cookie: the same visitor
 * gets the same answer on every visit, and, since the remote's name is part of the hash, one visitor is not
 * in every remote's canary at once.
 */

export type { Registry, RemoteEntry } from './store';

/** The registry as the host app reads it: one manifest per remote, no canary. */
export interface PlainRegistry {
  remotes: Array<{ name: string; manifest: string; routes: string[] }>;
}

/** A release's version: the folder its manifest is in (`…/0.1.0/mf-manifest.json` → `0.1.0`; a legacy manifest names its release's). */
export function versionOf(manifestUrl: string): string | null {
  const parts = manifestUrl.split(/[?#]/)[0]!.split('/');
  parts.pop();
  let folder = parts.pop();
  if (folder === 'legacy') folder = parts.pop();
  return folder && folder !== '.' && folder !== '..' && !folder.includes(':') ? folder : null;
}

/** A release's folder name: letters, digits, dots, dashes, underscores and plus (`1.4.0`, `0.1.1-next`). */
export const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

/** The manifest of another release of the same remote: the versioned folders live side by side on its origin. */
export function manifestAt(manifestUrl: string, version: string): string {
  if (!VERSION.test(version) || version === '..') throw new Error(`not a release version: ${JSON.stringify(version)}`);
  const current = versionOf(manifestUrl);
  const [path = '', ...rest] = manifestUrl.split(/(?=[?#])/);
  const parts = path.split('/');
  const file = parts.pop()!;
  if (current === null) throw new Error(`no version folder in ${manifestUrl}`);
  // A legacy manifest stays a legacy manifest: its release folder is the one above `legacy/`.
  const at = parts[parts.length - 1] === 'legacy' ? parts.length - 2 : parts.length - 1;
  parts[at] = version;
  return [...parts, file].join('/') + rest.join('');
}

/** Which of 100 buckets a visitor is in for one remote: stable across visits, independent between remotes. */
export function bucketOf(bucketId: string, remote: string): number {
  return createHash('sha256').update(`${bucketId}\u0000${remote}`).digest().readUInt32BE(0) % 100;
}

/** Whether this visitor runs the remote's canary at this share (0: nobody, 100: everybody). */
export function inCanary(bucketId: string, remote: string, percent: number): boolean {
  return bucketOf(bucketId, remote) < percent;
}

/** The plain registry a visitor runs: for each remote its canary's manifest when the visitor is in its share, else the stable one. */
export function resolveFor(registry: Registry, bucketId: string): PlainRegistry {
  return {
    remotes: registry.remotes.map((remote) => ({
      name: remote.name,
      manifest:
        remote.canary && inCanary(bucketId, remote.name, remote.canary.percent)
          ? remote.canary.manifest
          : remote.manifest,
      routes: remote.routes,
    })),
  };
}

/** Every manifest any visitor may run now (stables and canaries), e.g. to fetch their preload lists ahead. */
export function allManifests(registry: Registry | null): string[] {
  return registry
    ? [
        ...new Set(
          registry.remotes.flatMap((remote) => [remote.manifest, ...(remote.canary ? [remote.canary.manifest] : [])]),
        ),
      ]
    : [];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as a registry, or why it is not one (a hand edit gone wrong is refused, never half used). */
export function parseRegistry(value: unknown): Registry {
  if (!isObject(value) || !Array.isArray(value.remotes)) throw new Error('the registry is not { "remotes": [...] }');
  const remotes = value.remotes.map((entry: unknown, i): RemoteEntry => {
    if (
      !isObject(entry) ||
      typeof entry.name !== 'string' ||
      typeof entry.manifest !== 'string' ||
      !Array.isArray(entry.routes) ||
      !entry.routes.every((r) => typeof r === 'string')
    ) {
      throw new Error(`remote #${i + 1} needs a name, a manifest and routes`);
    }
    const remote: RemoteEntry = { ...(entry as unknown as RemoteEntry) };
    if (entry.canary !== undefined) {
      const canary = entry.canary;
      if (
        !isObject(canary) ||
        typeof canary.manifest !== 'string' ||
        typeof canary.percent !== 'number' ||
        !(canary.percent >= 0 && canary.percent <= 100) ||
        typeof canary.since !== 'string'
      ) {
        throw new Error(`the canary of ${entry.name} needs a manifest, a percent from 0 to 100 and since`);
      }
    }
    return remote;
  });
  return { remotes };
}

/** The bucket cookie: anonymous, random, not tied to a login; it only keeps a visitor on the same releases. */
export const BUCKET_COOKIE = 'mc_bucket';
/** 400 days, the longest a browser keeps a cookie. */
export const BUCKET_MAX_AGE_S = 400 * 24 * 60 * 60;
const BUCKET_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const newBucketId = (): string => randomBytes(16).toString('base64url');

/** The visitor's bucket id from a Cookie header; null when there is none or it is not one the server made. */
export function bucketFromCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== BUCKET_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (BUCKET_ID.test(value)) return value;
  }
  return null;
}

/** The Set-Cookie value for a new bucket id: long-lived, HttpOnly, SameSite=Lax, Secure over HTTPS. */
export function bucketCookie(bucketId: string, options: { https: boolean }): string {
  return `${BUCKET_COOKIE}=${bucketId}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; HttpOnly; SameSite=Lax${options.https ? '; Secure' : ''}`;
}
