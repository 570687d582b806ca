import { useTranslation } from 'react-i18next';
import { ClassTiles } from './components/class-tiles';
import { EntryCard } from './components/entry-card';
import { HotGames } from './components/hot-games';
import { VendorTiles } from './components/vendor-tiles';
import { gameListHref } from './lobby-links';
import { useLobbyMapping } from './use-lobby-mapping';
import './lobbies.css';

const RNG = 'RNG';

/** /m/slotsCenter: the slots (RNG) centre — vendors, classes and the hot slots, leading into the RNG list. */
export default function SlotsCenterPage() {
  const { t } = useTranslation('games-lobby');
  const mapping = useLobbyMapping(RNG);
  return (
    <section className="gm-lobby-page" aria-label={t('slotsCenter.title')}>
      <EntryCard to={gameListHref(RNG)} name={t('slotsCenter.all')} hint={t('slotsCenter.allHint')} tone="rng" />
      <section className="gm-lobby-section" aria-labelledby="slots-vendors">
        <h2 id="slots-vendors" className="gm-lobby-section__title">
          {t('slotsCenter.vendors')}
        </h2>
        <VendorTiles
          gameType={RNG}
          label={t('slotsCenter.vendors')}
          vendors={mapping.data?.vendors}
          pending={mapping.pending}
          error={mapping.error}
          onRetry={mapping.retry}
        />
      </section>
      <section className="gm-lobby-section" aria-labelledby="slots-classes">
        <h2 id="slots-classes" className="gm-lobby-section__title">
          {t('slotsCenter.classes')}
        </h2>
        <ClassTiles
          gameType={RNG}
          label={t('slotsCenter.classes')}
          classes={mapping.data?.gameClassify}
          pending={mapping.pending}
          error={mapping.error}
          onRetry={mapping.retry}
        />
      </section>
      <section className="gm-lobby-section" aria-labelledby="slots-hot">
        <h2 id="slots-hot" className="gm-lobby-section__title">
          {t('slotsCenter.hot')}
        </h2>
        <HotGames gameType={RNG} label={t('slotsCenter.hot')} />
      </section>
    </section>
  );
}
