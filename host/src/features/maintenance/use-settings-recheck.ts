import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { settingsQuery, siteMode, toApiError, type ApiError, type SiteMode } from '@mc/shared-kernel';

/** First automatic re-check 5 s after the page opens (or after a Retry), then 10, 20, 40 and every 60 s. */
export const RECHECK_FIRST_MS = 5_000;
export const RECHECK_MAX_MS = 60_000;
export const recheckDelay = (attempt: number): number => Math.min(RECHECK_FIRST_MS * 2 ** attempt, RECHECK_MAX_MS);

/** What the last check found while the mode stayed: still closed, or the check itself failed. */
export type RecheckOutcome = null | 'unchanged' | ApiError;

export interface SettingsRecheck {
  checking: boolean;
  outcome: RecheckOutcome;
  /** Checks now (Retry) and starts the back-off again from its first step. */
  checkNow(): void;
}

/**
 * Reads the site settings again until the mode is no longer `mode`, then reports the new one. With
 * `auto` it checks on its own with back-off, and at once when the browser comes back online or the tab
 * becomes visible again; a hidden or offline tab waits for that instead of polling.
 */
export function useSettingsRecheck(
  mode: SiteMode,
  onModeChange: (mode: SiteMode) => void,
  { auto }: { auto: boolean },
): SettingsRecheck {
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<RecheckOutcome>(null);
  const checkNowRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    let inFlight = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (!auto) return;
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden' || navigator.onLine === false) return;
        void check();
      }, recheckDelay(attempt));
      attempt += 1;
    };

    const check = async () => {
      if (inFlight) return;
      inFlight = true;
      clearTimeout(timer);
      setChecking(true);
      let next: SiteMode = mode;
      let result: RecheckOutcome = 'unchanged';
      try {
        next = siteMode(await client.fetchQuery({ ...settingsQuery, staleTime: 0 }));
      } catch (error) {
        const failure = toApiError(error);
        // A platform that answers even the settings call with "maintenance" is still in maintenance.
        if (failure.kind === 'maintenance') next = 1;
        else result = failure;
      }
      inFlight = false;
      if (!live) return;
      setChecking(false);
      if (next !== mode) {
        onModeChange(next);
        return;
      }
      setOutcome(result);
      schedule();
    };

    const checkNow = () => {
      attempt = 0;
      void check();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') checkNow();
    };
    checkNowRef.current = checkNow;
    if (auto) {
      window.addEventListener('online', checkNow);
      document.addEventListener('visibilitychange', onVisibility);
    }
    schedule();
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', checkNow);
      document.removeEventListener('visibilitychange', onVisibility);
      setChecking(false);
    };
  }, [auto, client, mode, onModeChange]);

  const checkNow = useCallback(() => checkNowRef.current(), []);
  return { checking, outcome, checkNow };
}
