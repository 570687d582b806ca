import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '../api/get-home-announcements';
import { useReducedMotion } from '../use-reduced-motion';
import { PauseGlyph } from './banner-carousel';

export const NOTICE_ROUTE = '/m/notice';

/** Reading pace of the scrolling line: seconds per character, with a floor so short lines do not race. */
const SECONDS_PER_CHAR = 0.22;
const MIN_SECONDS = 8;

/**
 * Announcement titles in one scrolling line; any title opens the notice list. With
 * reduced motion the same titles sit still in a line the person can swipe. The line pauses under a
 * pointer or keyboard focus, and stops with its pause button (WCAG 2.2.2) until pressed again.
 */
export function NoticeMarquee({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation('host-home');
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const titles = notices.map((n) => ({ id: n.id, title: n.title?.trim() ?? '' })).filter((n) => n.title);

  if (titles.length === 0) {
    return (
      <div className="host-home-marquee" data-testid="notice-marquee">
        <Speaker />
        <p className="host-home-marquee__empty">{t('notices.empty')}</p>
      </div>
    );
  }

  const seconds = Math.max(MIN_SECONDS, titles.reduce((n, item) => n + item.title.length + 6, 0) * SECONDS_PER_CHAR);
  const list = (copy: boolean) => (
    // The copy stays tappable (it is half of what people see) but is skipped by keyboard and screen readers.
    <ul className="host-home-marquee__list" aria-hidden={copy || undefined}>
      {titles.map((item) => (
        <li key={item.id}>
          <Link to={NOTICE_ROUTE} className="host-home-marquee__item" tabIndex={copy ? -1 : undefined}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <nav
      className="host-home-marquee"
      aria-label={t('notices.label')}
      data-testid="notice-marquee"
      data-moving={!reduced}
      data-paused={paused}
    >
      <Speaker />
      <div className="host-home-marquee__window">
        {reduced ? (
          list(false)
        ) : (
          // Two copies side by side scroll by one copy's width, so the line loops without a jump.
          <div
            className="host-home-marquee__track"
            style={{ '--host-home-marquee-duration': `${seconds}s` } as CSSProperties}
          >
            {list(false)}
            {list(true)}
          </div>
        )}
      </div>
      {reduced ? null : (
        <button
          type="button"
          className="host-home-marquee__pause"
          aria-label={t('notices.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <PauseGlyph paused={paused} />
        </button>
      )}
    </nav>
  );
}

function Speaker() {
  return (
    <svg className="host-home-marquee__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <path d="M4 10v4h3l5 4V6L7 10H4zm12.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
    </svg>
  );
}
