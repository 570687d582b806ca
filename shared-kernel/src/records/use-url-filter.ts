import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The value a URL parameter names: itself, its one spelling in `allowed` whatever its case, or none. */
export function filterFromSearch<T extends string>(raw: string | null, allowed: readonly T[]): T | null {
  if (raw === null) return null;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  const folded = raw.toLowerCase();
  return allowed.find((value) => value.toLowerCase() === folded) ?? null;
}

/**
 * A screen's own filter (status, type, vendor…) kept in the URL as `?<name>=`, like the date range:
 * reload, Back to the page and a shared link keep it, and changing it replaces the history entry.
 * The fallback ("all", say) is what no parameter means, so choosing it removes the parameter. A value
 * in another case is read as its allowed spelling; anything else shows the fallback; either way the
 * URL is rewritten to what is on screen, other parameters kept.
 */
export function useUrlFilter<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const known = filterFromSearch(raw, allowed);
  const value = known ?? fallback;
  const write = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, name, fallback],
  );
  const canonical = raw === null || raw === known;
  const search = params.toString();
  // Runs again whenever the URL changes while it is still wrong: another URL-kept state correcting its
  // own parameter in the same render writes from the same starting URL, and may undo this write.
  useEffect(() => {
    if (!canonical) write(value);
  }, [canonical, value, search, write]);
  return [value, write];
}
