/** Small inline platform marks for the download choices (no network, no emoji). */
export const ANDROID_GLYPH = (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden>
    <path d="M5 10.5a7 6.5 0 0 1 14 0V11H5z" fill="#3ddc84" />
    <path d="M7.5 5.2L6.3 3.4M16.5 5.2l1.2-1.8" stroke="#3ddc84" strokeWidth="1.4" strokeLinecap="round" />
    <circle cx="9.3" cy="8.2" r=".9" fill="#14161f" />
    <circle cx="14.7" cy="8.2" r=".9" fill="#14161f" />
    <rect x="5" y="12" width="14" height="8" rx="2" fill="#3ddc84" />
  </svg>
);

export const APPLE_GLYPH = (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden>
    <path
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
      fill="currentColor"
    />
  </svg>
);

/** Stand-in when the site has no AppDownloadIcon. */
export const APP_GLYPH = (
  <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden>
    <rect width="36" height="36" rx="9" fill="var(--mc-accent)" />
    <path
      d="M18 9v12m-5-5l5 5 5-5M11 26h14"
      stroke="var(--mc-accent-ink)"
      strokeWidth="2.4"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
