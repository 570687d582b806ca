import type { Ctx } from './context';
import type { CoreState } from './state';

export type Handler<S extends CoreState = CoreState> = (ctx: Ctx<S>) => Response | Promise<Response>;

/**
 * What a feature registers its routes on. `S` is the state its handlers use (core/context.ts): the platform's
 * router, over the whole state, takes every feature's routes.
 */
export interface Routes<S extends CoreState = CoreState> {
  get(path: string, handler: Handler<S>): this;
  post(path: string, handler: Handler<S>): this;
  put(path: string, handler: Handler<S>): this;
  delete(path: string, handler: Handler<S>): this;
}

interface Route<S extends CoreState> {
  method: string;
  segments: string[];
  handler: Handler<S>;
}

export type Match<S extends CoreState = CoreState> =
  | { kind: 'found'; handler: Handler<S>; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

const split = (path: string): string[] => path.split('/').filter(Boolean);

/** Exact-path router; a `:name` segment captures one path segment. */
export class Router<S extends CoreState = CoreState> implements Routes<S> {
  private readonly routes: Route<S>[] = [];

  add(method: string, path: string, handler: Handler<S>): this {
    this.routes.push({ method: method.toUpperCase(), segments: split(path), handler });
    return this;
  }

  get(path: string, handler: Handler<S>): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Handler<S>): this {
    return this.add('POST', path, handler);
  }

  put(path: string, handler: Handler<S>): this {
    return this.add('PUT', path, handler);
  }

  delete(path: string, handler: Handler<S>): this {
    return this.add('DELETE', path, handler);
  }

  match(method: string, path: string): Match<S> {
    const parts = split(path);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
        return { kind: 'found', handler: route.handler, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method', allowed } : { kind: 'none' };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i] as string;
    const got = parts[i] as string;
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}
