import type { ReactElement } from 'react';
import type { ServiceShortcut as Shortcut } from '@mc/shared-kernel';

/** Small inline marks for the side widget (no network, no emoji). */
export const SHORTCUT_GLYPHS: Record<Shortcut, ReactElement> = {
  WHATSAPP: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="11" fill="#25d366" />
      <path
        d="M7.2 16.9l.7-2.5a5.3 5.3 0 1 1 2 2l-2.7.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M10.2 9.6c.2 1.6 1.4 3 3.1 3.6l.7-.7 1 .5-.2 1c-2.6.1-5-2.3-5-4.8l1-.3z" fill="#fff" />
    </svg>
  ),
  TELEGRAM: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="11" fill="#2aabee" />
      <path
        d="M5.5 11.7l11.2-4.4c.5-.2 1 .1.8.9l-1.9 9c-.1.6-.5.8-1 .5l-2.9-2.1-1.4 1.3c-.2.2-.3.3-.6.3l.2-2.9 5.3-4.8c.2-.2 0-.3-.3-.1l-6.6 4.1-2.8-.9c-.6-.2-.6-.6.1-.9z"
        fill="#fff"
      />
    </svg>
  ),
  FACEBOOK: (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="11" fill="#1877f2" />
      <path
        d="M13.2 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.2 1.2-1.2h1.2V5.8a17 17 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2V13h2v6z"
        fill="#fff"
      />
    </svg>
  ),
};

export const HEADSET_GLYPH = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" fill="currentColor" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" fill="currentColor" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export const CHAT_GLYPH = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
    <circle cx="12" cy="12" r="11" fill="var(--mc-accent)" />
    <path d="M7 8.5h10v6H11l-3 2.5v-2.5H7z" fill="var(--mc-accent-ink)" />
  </svg>
);

export const DOWNLOAD_GLYPH = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
    <circle cx="12" cy="12" r="11" fill="var(--mc-surface)" stroke="var(--mc-line)" />
    <path
      d="M12 6.5v8m-3.5-3.5l3.5 3.5 3.5-3.5M7.5 17.5h9"
      fill="none"
      stroke="var(--mc-text)"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
