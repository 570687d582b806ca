import { useTranslation } from 'react-i18next';
import { formatCents, type Cents } from '@mc/shared-kernel';
import type { CategoryRebate } from '../api/rebate-api';

interface Props {
  rebate: CategoryRebate;
  minClaim: Cents;
  busy: boolean;
  onClaim(category: string): void;
}

/** One game category: its valid bets since the last claim, the rate, the rebate, and claiming it. */
export function RebateCategory({ rebate, minClaim, busy, onClaim }: Props) {
  const { t } = useTranslation('member-rebate');
  const name = t(`categories.${rebate.category}`, { defaultValue: rebate.category });
  const reasonId = `mem-rebate-why-${rebate.category}`;
  const reason =
    rebate.amount === 0
      ? t('manual.nothing')
      : rebate.claimable
        ? null
        : t('manual.belowMinimum', { min: formatCents(minClaim) });
  return (
    <article
      className="mem-rebate__item"
      aria-labelledby={`mem-rebate-name-${rebate.category}`}
      data-testid={`rebate-${rebate.category}`}
    >
      <h3 className="mem-rebate__name" id={`mem-rebate-name-${rebate.category}`}>
        {name}
      </h3>
      <dl className="mem-rebate__facts">
        <div>
          <dt>{t('manual.validBet')}</dt>
          <dd>{formatCents(rebate.validBet)}</dd>
        </div>
        <div>
          <dt>{t('manual.bets')}</dt>
          <dd>{rebate.bets}</dd>
        </div>
        <div>
          <dt>{t('manual.rate')}</dt>
          <dd>{t('manual.percent', { rate: rebate.rate })}</dd>
        </div>
        <div>
          <dt>{t('manual.amount')}</dt>
          <dd className="mem-rebate__amount" data-testid={`rebate-amount-${rebate.category}`}>
            {formatCents(rebate.amount)}
          </dd>
        </div>
      </dl>
      {reason ? (
        <p className="mem-rebate__why" id={reasonId}>
          {reason}
        </p>
      ) : null}
      <button
        type="button"
        className="mc-btn mc-btn--primary mem-rebate__claim"
        disabled={!rebate.claimable || busy}
        aria-describedby={reason ? reasonId : undefined}
        aria-label={t('manual.claimOne', { category: name, amount: formatCents(rebate.amount) })}
        onClick={() => onClaim(rebate.category)}
      >
        {t('manual.claim')}
      </button>
    </article>
  );
}
