import type { Catalogue } from './catalogue';
import type { CoreState } from './state';

/**
 * What handlers see of the platform. `S` is the part of the state they use: the core state and, for a
 * feature, its own part (features/<name>/state.ts); the platform's whole state has every part.
 */
export interface Sim<S extends CoreState = CoreState> {
  readonly seed: number;
  readonly catalogue: Catalogue;
  readonly state: S;
  now(): number;
  reset(): void;
}

export interface Ctx<S extends CoreState = CoreState> {
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
  readonly sim: Sim<S>;
  /** The state the request started on (a reset during the request does not switch it). */
  readonly state: S;
  /** `performance.now()` when the request arrived, before any injected delay (the money calls' deadline counts from it). */
  readonly receivedAt: number;
}

/** Client IP: first x-forwarded-for entry, else 127.0.0.1. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || '127.0.0.1';
}
