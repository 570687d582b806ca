import { useId } from 'react';
import { SafeHtml } from '@mc/shared-kernel';
import { useFollowInAppLink } from '../../../entities/in-app-link';
import type { HelpEntry as Entry } from '../api/get-help';

/** One help entry: its title as a heading button; open, its sanitised content. */
export function HelpEntry({
  entry,
  index,
  open,
  onToggle,
}: {
  entry: Entry;
  index: number;
  open: boolean;
  onToggle(): void;
}) {
  const buttonId = useId();
  const panelId = useId();

  // In-app links of the content (e.g. Forgot password) stay in the app instead of reloading it.
  const followInAppLink = useFollowInAppLink();

  return (
    <li className="mem-help__item" data-help-index={index}>
      <h2 className="mem-help__heading">
        <button
          type="button"
          id={buttonId}
          className="mem-help__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{entry.title}</span>
          <svg className="mem-help__chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
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
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="mem-help__panel"
        hidden={!open}
        onClick={followInAppLink}
      >
        {open ? <SafeHtml html={entry.content} className="mem-help__content" /> : null}
      </div>
    </li>
  );
}
