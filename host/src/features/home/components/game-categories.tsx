import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Shortcuts to the game lists, owned by the host so they stay usable when the games remote's
 * widgets cannot be loaded (the lists themselves then show the games remote's own fallback).
 */
const CATEGORIES = [
  { key: 'slot', to: '/m/gameList?gameType=RNG' },
  { key: 'live', to: '/m/gameList?gameType=LIVE' },
  { key: 'fishing', to: '/m/gameList?gameType=FISH' },
  { key: 'sports', to: '/m/gameList?gameType=SPORTS' },
  { key: 'pvp', to: '/m/gameList?gameType=PVP' },
  { key: 'lottery', to: '/m/lottery' },
] as const;

export function GameCategories() {
  const { t } = useTranslation('host-home');
  return (
    <nav className="host-home-categories" aria-label={t('categories.label')}>
      <ul>
        {CATEGORIES.map((c) => (
          <li key={c.key}>
            <Link to={c.to} className="host-home-categories__link">
              {t(`categories.${c.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
