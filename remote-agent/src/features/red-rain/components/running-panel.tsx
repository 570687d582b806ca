import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../countdown';
import { catchesUsed, type RainState, type RainView } from '../rain-machine';
import { CalmEnvelopes } from './calm-envelopes';
import { FallingEnvelopes } from './falling-envelopes';
import { PendingCatches } from './pending-catches';
import { useServerSecondsLeft } from './use-server-seconds';

type Running = Extract<RainView, { phase: 'running' }>;

interface RunningPanelProps {
  view: Running;
  state: RainState;
  onCatch(): void;
  onRetryCatch(catchId: string): void;
}

/** The seconds left; only this re-renders every second while the envelopes fall. */
function TimeLeft({ endsAt, offsetMs }: { endsAt: number; offsetMs: number }) {
  const left = useServerSecondsLeft(endsAt, offsetMs);
  return (
    <span role="timer" data-testid="redrain-time-left">
      {formatCountdown(left)}
    </span>
  );
}

/** During a rain: time left, envelopes opened of the cap, the envelopes, and each outcome for a moment. */
export function RunningPanel({ view, state, onCatch, onRetryCatch }: RunningPanelProps) {
  const { t } = useTranslation('agent');
  const used = catchesUsed(view);
  const full = used >= view.event.maxCatches;
  const opened = view.event.caught + view.catches.length;
  const label = t('redRain.running.envelope');
  const fieldLabel = t('redRain.running.field');

  let outcome: string | null = null;
  if (view.notice) outcome = t(`redRain.notice.${view.notice}`);
  else if (view.last)
    outcome = view.last.empty ? t('redRain.running.empty') : t('redRain.running.won', { amount: view.last.amount });

  return (
    <section className="agt-redrain-run" aria-labelledby="agt-redrain-running">
      <h2 className="agt-redrain-card__title" id="agt-redrain-running">
        {t('redRain.running.title')}
      </h2>
      <div className="agt-redrain-run__bar">
        <span>
          {t('redRain.running.timeLeft')} <TimeLeft endsAt={view.event.endsAt} offsetMs={state.offsetMs} />
        </span>
        <span data-testid="redrain-opened">
          {t('redRain.running.opened', { count: opened, max: view.event.maxCatches })}
        </span>
      </div>
      <p className="agt-redrain-run__outcome" role="status" data-testid="redrain-outcome">
        {outcome ?? ''}
      </p>
      {state.hidden && <p className="agt-redrain-run__note">{t('redRain.running.paused')}</p>}
      {full ? (
        <p className="agt-redrain-run__note">{t('redRain.running.allOpened')}</p>
      ) : (
        <p className="agt-redrain-run__note">{t('redRain.running.hint')}</p>
      )}
      {state.reducedMotion ? (
        <CalmEnvelopes onCatch={onCatch} disabled={full} label={label} fieldLabel={fieldLabel} />
      ) : (
        <FallingEnvelopes
          onCatch={onCatch}
          paused={state.hidden}
          disabled={full}
          label={label}
          fieldLabel={fieldLabel}
        />
      )}
      <PendingCatches pending={view.pending} onRetry={onRetryCatch} />
    </section>
  );
}
