import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Categories a visitor can browse from home; issue 4 adds banners, widgets and popups around them. */
const CATEGORIES = [
  { type: 'RNG', key: 'slot' },
  { type: 'LIVE', key: 'live' },
  { type: 'FISH', key: 'fishing' },
  { type: 'SPORTS', key: 'sports' },
  { type: 'PVP', key: 'pvp' },
  { type: 'LOTT', key: 'lottery' },
] as const;

export function HomePage() {
  const { t } = useTranslation('host');
  return (
    <main className="host-home">
      <section className="host-home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <nav aria-label={t('home.categories')} className="host-home__grid">
        {CATEGORIES.map((c) => (
          <Link key={c.type} to={c.type === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${c.type}`} className="host-home__tile">
            <span>{t(`home.category.${c.key}`)}</span>
          </Link>
        ))}
      </nav>
    </main>
  );
}
