import { useTranslation } from 'react-i18next';
import { GameTypeLinks } from './game-type-links';

/** A gameType nobody knows (a mistyped or outdated link): say so, and offer the real ones. */
export function UnknownGameType({ type }: { type: string }) {
  const { t } = useTranslation('games');
  return (
    <section className="gm-list gm-unknown" aria-labelledby="gm-unknown-title">
      <h2 className="gm-unknown__title" id="gm-unknown-title">
        {t('unknownType.title')}
      </h2>
      <p className="gm-unknown__text">{t('unknownType.text', { type })}</p>
      <GameTypeLinks current={null} label={t('unknownType.links')} />
    </section>
  );
}
