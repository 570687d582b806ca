import { useTranslation } from 'react-i18next';
import { LIST_CATEGORIES } from './categories';
import { CategorySection } from './components/category-section';
import { LotterySection } from './components/lottery-section';
import './lobbies.css';

/** /m/gameLobby: every category as a large entry into its list, with its vendors under it. */
export default function GameLobbyPage() {
  const { t } = useTranslation('games-lobby');
  return (
    <section className="gm-lobby-page" aria-label={t('gameLobby.title')}>
      {LIST_CATEGORIES.map((category) => (
        <CategorySection key={category} category={category} />
      ))}
      <LotterySection />
    </section>
  );
}
