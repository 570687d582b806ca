import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, formatCents, Spinner, useSession, useSwitches } from '@mc/shared-kernel';
import { getManualRebate, rebateKeys, type ClaimPayload } from './api/rebate-api';
import { ClaimOutcome } from './components/claim-outcome';
import { RebateCategory } from './components/rebate-category';
import { useRebateClaim } from './use-rebate-claim';
import './rebate.css';

function ManualRebate() {
  const { t } = useTranslation('member-rebate');
  const token = useSession((s) => s.info?.token ?? null);
  const rebate = useQuery({
    queryKey: rebateKeys.manual(token),
    queryFn: ({ signal }) => getManualRebate(signal),
    enabled: token !== null,
    // Bets settle on their own: a return to the screen reads the amounts again.
    staleTime: 0,
  });
  const submission = useRebateClaim();
  const last = useRef<ClaimPayload | null>(null);
  const { phase } = submission.state;
  // "Not carried out" is not busy: the platform never saw that claim, so another goes out under its key safely
  // (after a reload the screen no longer knows which category it was).
  const busy = phase === 'sending' || phase === 'checking' || phase === 'unknown';

  const claim = (category: string) => {
    if (busy) return;
    submission.reset();
    last.current = { category };
    void submission.submit({ category });
  };
  const tryAgain = () => {
    if (last.current) void submission.submit(last.current);
  };

  if (rebate.isPending) return <Spinner />;
  if (rebate.isError) return <ErrorState error={rebate.error} onRetry={() => void rebate.refetch()} />;
  const { level, minClaim, categories, claimableTotal } = rebate.data;
  const anything = claimableTotal > 0;

  return (
    <div className="mem-rebate">
      <section className="mem-rebate__summary" aria-labelledby="mem-rebate-summary">
        <h2 className="mem-rebate__heading" id="mem-rebate-summary">
          {t('manual.summary')}
        </h2>
        <dl className="mem-rebate__facts">
          <div>
            <dt>{t('manual.level')}</dt>
            <dd>{level}</dd>
          </div>
          <div>
            <dt>{t('manual.minimum')}</dt>
            <dd>{formatCents(minClaim)}</dd>
          </div>
          <div>
            <dt>{t('manual.claimable')}</dt>
            <dd className="mem-rebate__amount" data-testid="rebate-claimable-total">
              {formatCents(claimableTotal)}
            </dd>
          </div>
        </dl>
        <p className="mem-rebate__hint">{t('manual.rule', { min: formatCents(minClaim) })}</p>
        {anything ? null : (
          <p className="mem-rebate__why" id="mem-rebate-why-all">
            {t('manual.nothingToClaim', { min: formatCents(minClaim) })}
          </p>
        )}
        <button
          type="button"
          className="mc-btn mc-btn--primary mc-btn--block"
          disabled={!anything || busy}
          aria-busy={phase === 'sending'}
          aria-describedby={anything ? undefined : 'mem-rebate-why-all'}
          onClick={() => claim('ALL')}
        >
          {t('manual.claimAll', { amount: formatCents(claimableTotal) })}
        </button>
        <div aria-live="polite">
          <ClaimOutcome submission={submission} onTryAgain={tryAgain} />
        </div>
        <Link className="mem-rebate__link" to="/m/member/rebateReport">
          {t('manual.toReport')}
        </Link>
      </section>
      <section aria-labelledby="mem-rebate-categories">
        <h2 className="mem-rebate__heading" id="mem-rebate-categories">
          {t('manual.categories')}
        </h2>
        <ul className="mem-rebate__list">
          {categories.map((c) => (
            <li key={c.category}>
              <RebateCategory rebate={c} minClaim={minClaim} busy={busy} onClaim={claim} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /m/member/manualRebate (switch MANPLAYREB3): each game category's rebate since the last claim, claimed by hand. */
export default function ManualRebatePage() {
  const { t } = useTranslation('member-rebate');
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.MANPLAYREB3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return <ManualRebate />;
}
