import { useEffect, useMemo, useRef } from 'react';
import { toast } from './toast';

export interface NoticeFlow {
  /** Shows the loading notice of a call (replacing any earlier one of this flow). */
  loading(text: string, maxMs: number): void;
  /** Hides the loading notice (the call is over). */
  done(): void;
  /** Hides the loading notice, shows a success notice for `ms`, then runs `then` once it has been read. */
  succeed(text: string, ms: number, then: () => void): void;
}

/**
 * The notices around a form's call (a loading notice with a ceiling, then a success
 * notice for a set time before the page moves on). Leaving the page hides the loading notice and
 * cancels the pending step, so a late timer never navigates away from wherever the person went.
 */
export function useNoticeFlow(): NoticeFlow {
  const notice = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (notice.current !== null) toast.dismiss(notice.current);
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useMemo(() => {
    const done = () => {
      if (notice.current !== null) toast.dismiss(notice.current);
      notice.current = null;
    };
    return {
      loading(text, maxMs) {
        done();
        notice.current = toast.loading(text, maxMs);
      },
      done,
      succeed(text, ms, then) {
        done();
        toast.success(text, ms);
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          then();
        }, ms);
      },
    };
  }, []);
}
