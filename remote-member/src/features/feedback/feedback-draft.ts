import { draftKey, readJson, safeStorage } from '@mc/shared-kernel';
import { CONTENT_LIMITS } from './feedback-rules';

/** Session storage key of the feedback draft (kept through a lost session, emptied at sign-out). */
export const FEEDBACK_DRAFT_KEY = draftKey('member-feedback');

/** What the form keeps across a reload or a visit elsewhere: the type and the text. Pictures are files and cannot be kept. */
export interface FeedbackDraft {
  type: string;
  content: string;
}

const EMPTY: FeedbackDraft = { type: '', content: '' };

export function readFeedbackDraft(user: string): FeedbackDraft {
  const stored = readJson<Partial<FeedbackDraft & { user: string }>>(safeStorage('session'), FEEDBACK_DRAFT_KEY);
  if (!stored || stored.user !== user) return EMPTY;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  // A little over the limit, so a text typed too long comes back with its message rather than cut.
  return { type: text(stored.type, 40), content: text(stored.content, CONTENT_LIMITS.max * 2) };
}

export function writeFeedbackDraft(user: string, draft: FeedbackDraft): void {
  try {
    const storage = safeStorage('session');
    if (draft.type === '' && draft.content === '') storage?.removeItem(FEEDBACK_DRAFT_KEY);
    else storage?.setItem(FEEDBACK_DRAFT_KEY, JSON.stringify({ user, type: draft.type, content: draft.content }));
  } catch {
    // Without storage the draft lives as long as the page.
  }
}

export function clearFeedbackDraft(): void {
  try {
    safeStorage('session')?.removeItem(FEEDBACK_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
