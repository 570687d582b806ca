import { useTranslation } from 'react-i18next';
import { ClassTiles } from './components/class-tiles';
import { EntryCard } from './components/entry-card';
import { VendorTiles } from './components/vendor-tiles';
import { gameListHref } from './lobby-links';
import { useLobbyMapping } from './use-lobby-mapping';
import './lobbies.css';

const LIVE = 'LIVE';

/** /m/gameCenter: the live and table games centre — live classes (baccarat, roulette…) and live vendors. */
export default function GameCenterPage() {
  const { t } = useTranslation('games-lobby');
  const mapping = useLobbyMapping(LIVE);
  return (
    <section className="gm-lobby-page" aria-label={t('gameCenter.title')}>
      <EntryCard to={gameListHref(LIVE)} name={t('gameCenter.all')} hint={t('gameCenter.allHint')} tone="live" />
      <section className="gm-lobby-section" aria-labelledby="center-classes">
        <h2 id="center-classes" className="gm-lobby-section__title">
          {t('gameCenter.classes')}
        </h2>
        <ClassTiles
          gameType={LIVE}
          label={t('gameCenter.classes')}
          classes={mapping.data?.gameClassify}
          pending={mapping.pending}
          error={mapping.error}
          onRetry={mapping.retry}
        />
      </section>
      <section className="gm-lobby-section" aria-labelledby="center-vendors">
        <h2 id="center-vendors" className="gm-lobby-section__title">
          {t('gameCenter.vendors')}
        </h2>
        <VendorTiles
          gameType={LIVE}
          label={t('gameCenter.vendors')}
          vendors={mapping.data?.vendors}
          pending={mapping.pending}
          error={mapping.error}
          onRetry={mapping.retry}
        />
      </section>
    </section>
  );
}
