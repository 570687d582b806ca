import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES, typeHref } from '../game-types';

interface GameTypeLinksProps {
  /** The type on screen, left out of the links. */
  current: string | null;
  label: string;
  onFollow?: () => void;
}

/** Links to the game types (a lottery type goes to /m/lottery, others to their game list). */
export function GameTypeLinks({ current, label, onFollow }: GameTypeLinksProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const here = current?.toUpperCase() ?? null;
  return (
    <nav className="gm-types" aria-labelledby={id}>
      <h3 className="gm-types__title" id={id}>
        {label}
      </h3>
      <ul className="gm-types__list">
        {CATEGORIES.filter((type) => type !== here).map((type) => (
          <li key={type}>
            <Link className="gm-chip gm-types__link" to={typeHref(type)} onClick={onFollow}>
              {t(`types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
