import type { Catalogue } from '../data/catalogue';
import type { SimState } from './state';

/** What handlers see of the platform. */
export interface Sim {
  readonly seed: number;
  readonly catalogue: Catalogue;
  readonly state: SimState;
  now(): number;
  reset(): void;
}

export interface Ctx {
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
  readonly sim: Sim;
  /** The state the request started on (a reset during the request does not switch it). */
  readonly state: SimState;
  /** `performance.now()` when the request arrived, before any injected delay (the money calls' deadline counts from it). */
  readonly receivedAt: number;
}

/** Client IP: first x-forwarded-for entry, else 127.0.0.1. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || '127.0.0.1';
}
