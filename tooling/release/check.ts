import type { ConfigLike } from '../compose/security-headers';
import type { Registry } from './store';

/**
 * PLACEHOLDER — the release checker is written on another branch and replaces this file when merged. It keeps
 * the checker's signature so `npm run release -- check|publish` (cli.ts) calls it as it will call the real one;
 * until then it passes every release with a note saying so.
 */
export interface CheckInput {
  /** The remote's name in the registry (member, games, agent, cashier). */
  remote: string;
  /** The release's folder (`remote-<name>/dist/<version>`). */
  dir: string;
  /** The registry as it is now. */
  registry: Registry;
  /** The host's build (`host/dist`). */
  hostDir: string;
  /** The deployment's config (`deploy/config.json`). */
  config: ConfigLike;
  /** A file of a live release, beside its manifest (`route-preload.json`…), parsed as JSON. */
  readLive(manifestUrl: string, file: string): Promise<unknown>;
  budgets?: Record<string, number>;
}

export interface CheckResult {
  ok: boolean;
  refusals: string[];
  notes: string[];
}

export async function checkRelease(_input: CheckInput): Promise<CheckResult> {
  return { ok: true, refusals: [], notes: ['checker not merged yet'] };
}
