import { Link } from 'react-router';

interface EntryCardProps {
  to: string;
  name: string;
  hint: string;
  /** Colour variant (lobbies.css). */
  tone: string;
  /** Given, the name is the heading of the section the card opens (its id for aria-labelledby). */
  headingId?: string;
}

/** A large entry into a list or lobby: name, one line on what is inside, an arrow. */
export function EntryCard({ to, name, hint, tone, headingId }: EntryCardProps) {
  return (
    <Link className={`gm-lobby-entry gm-lobby-entry--${tone}`} to={to}>
      <span className="gm-lobby-entry__text">
        {headingId ? (
          <h2 id={headingId} className="gm-lobby-entry__name">
            {name}
          </h2>
        ) : (
          <span className="gm-lobby-entry__name">{name}</span>
        )}
        <span className="gm-lobby-entry__hint">{hint}</span>
      </span>
      <svg className="gm-lobby-entry__arrow" width="20" height="20" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M9 5l7 7-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
