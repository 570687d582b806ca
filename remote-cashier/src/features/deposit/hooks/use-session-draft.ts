import { useCallback, useEffect, useRef } from 'react';
import { readJson, safeStorage, useSession } from '@mc/shared-kernel';

/** The one session-storage entry holding this feature's drafts (amounts and names only, never secrets). */
export const DRAFT_KEY = 'MC_CSH_DEPOSIT_DRAFTS';

type Drafts = { owner: string; forms: Record<string, Record<string, string>> };

function read(owner: string): Drafts {
  const stored = readJson<Drafts>(safeStorage('session'), DRAFT_KEY);
  // Another member signed in in this tab: their drafts are not this one's.
  return stored && stored.owner === owner && typeof stored.forms === 'object' && stored.forms !== null
    ? stored
    : { owner, forms: {} };
}

function write(drafts: Drafts): void {
  try {
    safeStorage('session')?.setItem(DRAFT_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

/**
 * Keeps what was typed in a form (under `form`, e.g. one channel or one order) in session storage, so a
 * player sent away (to login, to another screen) and back finds it again. `restore` gets the draft once,
 * on the first render with the key; `clear` forgets it once the form did its job.
 */
export function useSessionDraft(
  form: string,
  values: Record<string, string>,
  restore: (draft: Record<string, string>) => void,
): { clear(): void } {
  const owner = useSession((s) => s.info?.userName ?? '');
  const restored = useRef<string | null>(null);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (!owner || restored.current === form) return;
    restored.current = form;
    const draft = read(owner).forms[form];
    if (draft) restoreRef.current(Object.fromEntries(Object.entries(draft).filter(([, v]) => typeof v === 'string')));
  }, [owner, form]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    // Only after the draft of this form was read back: never overwrite it with the empty first render.
    if (!owner || restored.current !== form) return;
    const drafts = read(owner);
    const current = JSON.parse(serialized) as Record<string, string>;
    if (Object.values(current).every((v) => v === '')) delete drafts.forms[form];
    else drafts.forms[form] = current;
    write(drafts);
  }, [owner, form, serialized]);

  const clear = useCallback(() => {
    if (!owner) return;
    const drafts = read(owner);
    delete drafts.forms[form];
    write(drafts);
  }, [owner, form]);
  return { clear };
}
