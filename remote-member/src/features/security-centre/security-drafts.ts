import { useCallback, useEffect, useRef } from 'react';
import { draftKey, readJson, safeStorage, useSession } from '@mc/shared-kernel';

/**
 * The security-centre forms whose typed value is kept when the member is sent away (a lost session, then
 * login, then back): the e-mail, the mobile number and the nickname. Each keeps that one field and nothing
 * else — never a verification code, a password or an answer.
 */
export type DraftForm = 'email' | 'mobile' | 'nickname';

export const securityDraftKey = (form: DraftForm): string => draftKey(`member-security-${form}`);

/** Longer than any field allows, so a value typed too long comes back with its message rather than cut. */
const MAX_KEPT = 300;

export function readSecurityDraft(form: DraftForm, user: string): string {
  const stored = readJson<{ user?: unknown; value?: unknown }>(safeStorage('session'), securityDraftKey(form));
  if (!stored || stored.user !== user || typeof stored.value !== 'string') return '';
  return stored.value.slice(0, MAX_KEPT);
}

export function writeSecurityDraft(form: DraftForm, user: string, value: string): void {
  try {
    const storage = safeStorage('session');
    if (value === '') storage?.removeItem(securityDraftKey(form));
    else storage?.setItem(securityDraftKey(form), JSON.stringify({ user, value }));
  } catch {
    // Without storage the draft lives as long as the page.
  }
}

export function clearSecurityDraft(form: DraftForm): void {
  try {
    safeStorage('session')?.removeItem(securityDraftKey(form));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Keeps `value` of `form` for the logged-in member: gives the kept one back once (`restore`) and writes each
 * change after that. `clear` forgets it once the form did its job.
 */
export function useSecurityDraft(form: DraftForm, value: string, restore: (kept: string) => void): { clear(): void } {
  const user = useSession((s) => s.info?.userName ?? '');
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  useEffect(() => {
    if (restored.current || !user) return;
    restored.current = true;
    const kept = readSecurityDraft(form, user);
    if (kept) restoreRef.current(kept);
  }, [form, user]);
  useEffect(() => {
    // Only after the kept value was read back: the empty first render never overwrites it.
    if (restored.current && user) writeSecurityDraft(form, user, value);
  }, [form, user, value]);
  const clear = useCallback(() => clearSecurityDraft(form), [form]);
  return { clear };
}
