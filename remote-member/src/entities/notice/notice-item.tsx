import { useId } from 'react';
import { formatDateTime, SafeHtml, toUnicodeMyanmarNow } from '@mc/shared-kernel';
import { useFollowInAppLink } from '../in-app-link';

/** What a notice list item shows: an announcement, a system notice (the platform sends both alike). */
export interface NoticeEntry {
  id: number | string;
  title: string;
  /** HTML, sanitised when shown. */
  content?: string | null;
  createdAt?: number | null;
}

interface Props {
  notice: NoticeEntry;
  open: boolean;
  onToggle: () => void;
}

/** One announcement: a heading button that shows or hides its (sanitised) HTML content. */
export function NoticeItem({ notice, open, onToggle }: Props) {
  const buttonId = useId();
  const panelId = useId();
  // In-app links of the content (e.g. the deposit page) stay in the app instead of reloading it.
  const followInAppLink = useFollowInAppLink();

  return (
    <li className="mem-notice__item" data-notice-id={String(notice.id)}>
      <h2 className="mem-notice__heading">
        <button
          type="button"
          id={buttonId}
          className="mem-notice__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {/* In Unicode when sent in Zawgyi (the list waits for the converter, notice-text.ts). */}
          <span className="mem-notice__title">{toUnicodeMyanmarNow(notice.title) ?? notice.title}</span>
          {notice.createdAt ? (
            <time className="mem-notice__date" dateTime={new Date(notice.createdAt).toISOString()}>
              {formatDateTime(notice.createdAt)}
            </time>
          ) : null}
          <svg className="mem-notice__chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h2>
      {/* The content is only put in the page once opened: its images load on demand. */}
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="mem-notice__panel"
        hidden={!open}
        onClick={followInAppLink}
      >
        {open ? <SafeHtml html={notice.content ?? ''} className="mem-notice__content" /> : null}
      </div>
    </li>
  );
}
