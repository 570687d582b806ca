import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  label: string;
  /** The current state, e.g. "Set" or the masked e-mail. */
  state: ReactNode;
  /** Where the action goes; without it the action text is shown as plain text. */
  to?: string;
  /** Without it the row is read-only. */
  action?: string;
  note?: string;
  good: boolean;
}

/** One protection: its name and state, and the link that sets or changes it. */
export function SecurityRow({ label, state, to, action, note, good }: Props) {
  return (
    <li className="mem-sec__row">
      <div className="mem-sec__text">
        <span className="mem-sec__label">{label}</span>
        <span className={good ? 'mem-sec__state mem-sec__state--good' : 'mem-sec__state'}>{state}</span>
        {note ? <span className="mem-sec__note">{note}</span> : null}
      </div>
      {action && to ? (
        <Link to={to} className="mem-sec__action" aria-label={`${action}: ${label}`}>
          {action}
        </Link>
      ) : action ? (
        <span className="mem-sec__later">{action}</span>
      ) : null}
    </li>
  );
}
