import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, SafeHtml } from '@mc/shared-kernel';
import { countdownAnnouncement, formatCountdown } from '../countdown';
import type { RainEventInfo } from '../rain-machine';
import { useServerSecondsLeft } from './use-server-seconds';

/** Before a rain: the countdown on the platform's clock, the pool, the per-person cap and the rules. */
export function WaitingPanel({ event, offsetMs }: { event: RainEventInfo; offsetMs: number }) {
  const { t } = useTranslation('agent');
  const left = useServerSecondsLeft(event.startsAt, offsetMs);
  const step = countdownAnnouncement(left);
  return (
    <section className="agt-redrain-card" aria-labelledby="agt-redrain-next">
      <h2 className="agt-redrain-card__title" id="agt-redrain-next">
        {t('redRain.waiting.title')}
      </h2>
      <p className="agt-redrain-countdown">
        <span className="agt-redrain-countdown__label">{t('redRain.waiting.startsIn')}</span>
        <span className="agt-redrain-countdown__time" role="timer" data-testid="redrain-countdown">
          {formatCountdown(left)}
        </span>
      </p>
      {/* The timer is read on demand; the live region speaks only when the coarse step changes. */}
      <p className="mc-visually-hidden" aria-live="polite">
        {t(`redRain.announce.${step.key}`, 'count' in step ? { count: step.count } : {})}
      </p>
      <p className="agt-redrain-card__meta">
        {t('redRain.waiting.startsAt', { time: formatDateTime(event.startsAt) })}
      </p>
      <dl className="agt-redrain-facts">
        <div>
          <dt>{t('redRain.waiting.pool')}</dt>
          <dd>{formatMoney(event.prizePool)}</dd>
        </div>
        <div>
          <dt>{t('redRain.waiting.perPerson')}</dt>
          <dd>{event.maxCatches}</dd>
        </div>
      </dl>
      <h3 className="agt-redrain-card__subtitle">{t('redRain.waiting.rules')}</h3>
      <SafeHtml html={event.rules} className="agt-redrain-rules" />
    </section>
  );
}
