import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SafeHtml, toUnicodeMyanmarNow, useSanitizerSettled } from '@mc/shared-kernel';
import type { Announcement } from '../api/get-home-announcements';
import { markNoticePopSeen, noticePopSeen } from '../notice-pop';

/**
 * The latest-news popup: the platform's popup announcements (type PU), once per
 * browser session. Their HTML is the platform's and untrusted, so it goes through SafeHtml only.
 */
export function LatestNewsPopup({
  items,
  ready = true,
  onClosed,
}: {
  items: Announcement[];
  ready?: boolean;
  onClosed?: () => void;
}) {
  const { t } = useTranslation('host-home');
  const idPrefix = useId();
  const [seen, setSeen] = useState(noticePopSeen);
  const close = useCallback(() => {
    markNoticePopSeen();
    setSeen(true);
    onClosed?.();
  }, [onClosed]);

  const wanted = ready && !seen && items.length > 0;
  // Opens with its content formatted, and in Unicode when sent in Zawgyi: a centred dialog growing as the
  // formatting arrives is a layout shift.
  const sanitizer = useSanitizerSettled(
    wanted,
    items.map((item) => `${item.title ?? ''}\n${item.content ?? ''}`).join('\n'),
  );
  // It opens after the banner, when the player may already be tapping the page: the Dialog's mask ignores a
  // tap begun before it appeared or within MASK_CLICK_GUARD_MS of it, so such a tap cannot close it unread.
  // Opening, it takes focus (the news list), so the first Tab does not land on the page behind.
  return (
    <Dialog open={wanted && sanitizer} title={t('news.title')} onClose={close}>
      {/* A scrolling box must be reachable by keyboard to be scrolled without a pointer. */}
      <div className="host-home-news" role="region" aria-label={t('news.list')} tabIndex={0}>
        <ul className="host-home-news__list">
          {items.map((item) => (
            <li key={item.id} className="host-home-news__item">
              <article aria-labelledby={`${idPrefix}-${item.id}`}>
                <h3 className="host-home-news__title" id={`${idPrefix}-${item.id}`}>
                  {toUnicodeMyanmarNow(item.title ?? '') ?? item.title}
                </h3>
                <SafeHtml html={item.content ?? ''} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
