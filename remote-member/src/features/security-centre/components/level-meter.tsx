import { useTranslation } from 'react-i18next';
import type { SecurityLevel } from '../security-level';

/** The level, its points as a meter, and the rule that computes it. */
export function LevelMeter({ level }: { level: SecurityLevel }) {
  const { t } = useTranslation('member-security');
  return (
    <section className="mem-sec__level" aria-labelledby="mem-sec-level">
      <h2 id="mem-sec-level" className="mem-sec__heading">
        {t('level.heading')}:{' '}
        <span className={`mem-sec__name mem-sec__name--${level.name}`}>{t(`level.${level.name}`)}</span>
      </h2>
      <meter
        className="mem-sec__meter"
        min={0}
        max={level.max}
        low={4}
        high={6}
        optimum={level.max}
        value={level.points}
        aria-label={t('level.heading')}
      />
      <p className="mem-sec__points">{t('level.points', { points: level.points, max: level.max })}</p>
      <p className="mem-sec__rule">{t('level.rule')}</p>
    </section>
  );
}
