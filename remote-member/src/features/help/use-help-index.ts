import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseHelpIndex } from './help-index';

/** The open entry from `?i=`; once the entries are known, a bad value is corrected in the address (replaced, not pushed). */
export function useHelpIndex(count: number | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('i');
  const { index, corrected } = parseHelpIndex(raw, count ?? 0);
  const needsFix = count !== undefined && corrected !== null;
  useEffect(() => {
    if (!needsFix) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (corrected) next.set('i', corrected);
        else next.delete('i');
        return next;
      },
      { replace: true },
    );
  }, [needsFix, corrected, setSearchParams]);

  const select = (next: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('i', String(next));
        return params;
      },
      { replace: true },
    );
  return { index, select };
}
