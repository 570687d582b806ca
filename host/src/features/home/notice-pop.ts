import { SessionKeys, safeStorage } from '@mc/shared-kernel';

/** The latest-news popup shows once per browser session: closing it stores NOTICE_POP=1. */
export const noticePopSeen = (): boolean => safeStorage('session')?.getItem(SessionKeys.noticePop) === '1';

export function markNoticePopSeen(): void {
  try {
    safeStorage('session')?.setItem(SessionKeys.noticePop, '1');
  } catch {
    // Without storage the popup may come back on the next visit; nothing else depends on it.
  }
}
