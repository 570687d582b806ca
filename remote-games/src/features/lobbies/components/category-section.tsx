import { useTranslation } from 'react-i18next';
import { categoryHintKey, categoryNameKey, type ListCategory } from '../categories';
import { gameListHref } from '../lobby-links';
import { useLobbyMapping } from '../use-lobby-mapping';
import { EntryCard } from './entry-card';
import { VendorTiles } from './vendor-tiles';

/** A category in the all-games lobby: the large entry into its list, then its vendors (own loading and failure). */
export function CategorySection({ category }: { category: ListCategory }) {
  const { t } = useTranslation('games-lobby');
  const mapping = useLobbyMapping(category);
  const name = t(categoryNameKey(category));
  const headingId = `lobby-${category}`;
  return (
    <section className="gm-lobby-section" aria-labelledby={headingId}>
      <EntryCard
        to={gameListHref(category)}
        name={name}
        hint={t(categoryHintKey(category))}
        tone={category.toLowerCase()}
        headingId={headingId}
      />
      <VendorTiles
        gameType={category}
        label={t('lobby.vendorsOf', { category: name })}
        vendors={mapping.data?.vendors}
        pending={mapping.pending}
        error={mapping.error}
        onRetry={mapping.retry}
      />
    </section>
  );
}
