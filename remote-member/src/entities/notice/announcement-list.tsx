import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, useMerchantCode, useSanitizerSettled } from '@mc/shared-kernel';
import { useNotices } from './api/get-notices';
import { NoticeItem } from './notice-item';
import { NoticeSkeleton } from './notice-skeleton';
import { useNoticesReady } from './notice-text';
import { toggleOpen } from './open-items';
import { requestedNoticeId } from './requested-notice';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The announcements list: the notice page (/m/notice) is it, and so is the message centre's announcements tab.
 * `?id=` opens that item and scrolls to it.
 */
export function AnnouncementList() {
  const { t, i18n } = useTranslation('member-notice');
  const [searchParams] = useSearchParams();
  const requested = requestedNoticeId(searchParams);
  const merchant = useMerchantCode();
  const notices = useNotices(merchant.code ? { merchantCode: merchant.code, language: i18n.language } : null);
  // The sanitizer loads alongside the list, so an item opens formatted rather than as plain words first.
  useSanitizerSettled();
  const unicodeReady = useNoticesReady(notices.data);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(requested ? [requested] : []));
  // A later `?id=` (e.g. a marquee tap while already here) opens that item too.
  const [lastRequested, setLastRequested] = useState(requested);
  if (requested !== lastRequested) {
    setLastRequested(requested);
    if (requested) setOpen((current) => new Set(current).add(requested));
  }
  const listRef = useRef<HTMLUListElement>(null);
  const scrolledTo = useRef<string | null>(null);

  // `?id=` opens that item (initial state) and brings it into view once the list is there.
  const hasData = notices.data !== undefined;
  useEffect(() => {
    if (!requested || !hasData || scrolledTo.current === requested) return;
    scrolledTo.current = requested;
    const item = [...(listRef.current?.children ?? [])].find((el) => el.getAttribute('data-notice-id') === requested);
    item?.scrollIntoView?.({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [requested, hasData]);

  let body;
  if (merchant.error) body = <ErrorState error={merchant.error} onRetry={merchant.retry} />;
  else if (notices.isError) body = <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />;
  else if (!notices.data || !unicodeReady) body = <NoticeSkeleton />;
  else if (notices.data.length === 0) body = <EmptyState>{t('no_announcement')}</EmptyState>;
  else {
    body = (
      <ul className="mem-notice__list" aria-label={t('list')} ref={listRef}>
        {notices.data.map((notice) => {
          const id = String(notice.id);
          return (
            <NoticeItem
              key={id}
              notice={notice}
              open={open.has(id)}
              onToggle={() => setOpen((current) => toggleOpen(current, id))}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <div className="mem-notice" aria-busy={(!notices.data || !unicodeReady) && !notices.isError && !merchant.error}>
      {body}
    </div>
  );
}
