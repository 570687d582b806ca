import { useTranslation } from 'react-i18next';
import { Spinner } from '@mc/shared-kernel';
import { AgentShell } from '../../shell/agent-shell';
import { useRainController } from './use-rain-controller';
import { RainBalance } from './components/rain-balance';
import { WaitingPanel } from './components/waiting-panel';
import { RunningPanel } from './components/running-panel';
import { EndedPanel } from './components/ended-panel';
import './red-rain.css';

/**
 * Red-envelope rain (/m/redRain): a countdown to the next rain with its rules, then envelopes to tap for
 * the rain's 30 seconds (the platform decides and credits each one), then what was credited.
 */
export default function RedRainPage() {
  const { t } = useTranslation('agent');
  const { state, tap, retryCatch, retryResult, reload } = useRainController();
  const { view } = state;

  let body;
  switch (view.phase) {
    case 'loading':
      body = <Spinner />;
      break;
    case 'loadError':
      body = (
        <div className="agt-redrain-card agt-redrain-card__error" role="alert">
          <p>{t('redRain.loadError')}</p>
          <button type="button" className="mc-btn" onClick={reload}>
            {t('kernel:actions.retry')}
          </button>
        </div>
      );
      break;
    case 'none':
      body = <p className="agt-redrain-card">{t('redRain.none')}</p>;
      break;
    case 'waiting':
      body = <WaitingPanel event={view.event} offsetMs={state.offsetMs} />;
      break;
    case 'running':
      body = <RunningPanel view={view} state={state} onCatch={tap} onRetryCatch={retryCatch} />;
      break;
    case 'ended':
      body = <EndedPanel view={view} onRetryCatch={retryCatch} onRetryResult={retryResult} onNext={reload} />;
      break;
  }

  const announcement =
    view.phase === 'running'
      ? t('redRain.announce.started')
      : view.phase === 'ended'
        ? t('redRain.announce.ended')
        : '';
  return (
    <AgentShell title={t('redRain.title')} back="/m/agent">
      <RainBalance />
      <p className="mc-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {body}
    </AgentShell>
  );
}
