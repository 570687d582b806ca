import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIZE_MODES, lotteryHref, prizeModeLabelKey } from '../../../entities/prize-mode';
import { categoryHintKey, categoryNameKey } from '../categories';
import { EntryCard } from './entry-card';

/** Lottery has its own lobby; its tiles are the prize modes, each opening that tab of /m/lottery. */
export function LotterySection() {
  const { t } = useTranslation('games-lobby');
  const name = t(categoryNameKey('LOTTERY'));
  return (
    <section className="gm-lobby-section" aria-labelledby="lobby-LOTTERY">
      <EntryCard
        to="/m/lottery"
        name={name}
        hint={t(categoryHintKey('LOTTERY'))}
        tone="lottery"
        headingId="lobby-LOTTERY"
      />
      <ul className="gm-lobby-row gm-lobby-row--class" aria-label={t('lobby.modesOf', { category: name })}>
        {PRIZE_MODES.map((mode) => (
          <li key={mode}>
            <Link className="gm-lobby-class" to={lotteryHref(mode)}>
              {t(prizeModeLabelKey(mode))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
