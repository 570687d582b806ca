import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion, useTimeLeft } from '../use-time-left';

/**
 * The time left until the mission ends. Under reduced motion it changes once a minute and shows no
 * seconds, so nothing on the page keeps moving; screen readers are not told each tick (aria-live off).
 */
export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('member-rebate');
  const reduced = usePrefersReducedMotion();
  const left = useTimeLeft(deadline, reduced);
  const text = left.over
    ? t('leaderboard.ended')
    : reduced
      ? t('leaderboard.leftNoSeconds', { days: left.days, hours: left.hours, minutes: left.minutes })
      : t('leaderboard.left', { days: left.days, hours: left.hours, minutes: left.minutes, seconds: left.seconds });
  return (
    <p className="mem-board__countdown">
      <span className="mem-board__countdown-label">{t('leaderboard.timeLeft')}</span>{' '}
      <span role="timer" aria-live="off" data-testid="mission-countdown">
        {text}
      </span>
    </p>
  );
}
