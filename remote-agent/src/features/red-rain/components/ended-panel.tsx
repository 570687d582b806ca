import { useTranslation } from 'react-i18next';
import { formatMoney, Spinner } from '@mc/shared-kernel';
import type { RainView } from '../rain-machine';
import { PendingCatches } from './pending-catches';

type Ended = Extract<RainView, { phase: 'ended' }>;

interface EndedPanelProps {
  view: Ended;
  onRetryCatch(catchId: string): void;
  onRetryResult(): void;
  onNext(): void;
}

/** After a rain: the total the platform credited and every envelope this account opened. */
export function EndedPanel({ view, onRetryCatch, onRetryResult, onNext }: EndedPanelProps) {
  const { t } = useTranslation('agent');
  const { result } = view;
  let body;
  if (result.status === 'loading') body = <Spinner />;
  else if (result.status === 'error') {
    body = (
      <div className="agt-redrain-card__error" role="alert">
        <p>{t('redRain.ended.resultError')}</p>
        <button type="button" className="mc-btn" onClick={onRetryResult}>
          {t('kernel:actions.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="agt-redrain-total">
          <span>{t('redRain.ended.total')}</span>
          <strong data-testid="redrain-total">{formatMoney(result.total)}</strong>
        </p>
        {result.catches.length === 0 ? (
          <p className="agt-redrain-card__meta">{t('redRain.ended.none')}</p>
        ) : (
          <>
            <h3 className="agt-redrain-card__subtitle">{t('redRain.ended.list')}</h3>
            <ol className="agt-redrain-list" data-testid="redrain-list">
              {result.catches.map((c, i) => (
                <li key={c.catchId} className="agt-redrain-list__item">
                  <span>{t('redRain.ended.item', { n: i + 1 })}</span>
                  <span>{c.empty ? t('redRain.ended.emptyItem') : formatMoney(c.amount)}</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </>
    );
  }
  return (
    <section className="agt-redrain-card" aria-labelledby="agt-redrain-ended">
      <h2 className="agt-redrain-card__title" id="agt-redrain-ended">
        {t('redRain.ended.title')}
      </h2>
      <PendingCatches pending={view.pending} onRetry={onRetryCatch} />
      {body}
      <button type="button" className="mc-btn mc-btn--primary agt-redrain-next" onClick={onNext}>
        {t('redRain.ended.next')}
      </button>
    </section>
  );
}
