import { useTranslation } from 'react-i18next';
import { formatCents } from '@mc/shared-kernel';
import type { WithdrawInfo } from '../../../entities/withdraw-info';
import { percentText } from '../withdraw-rules';

/** The site's rules for a withdrawal, with what today has used of the daily limits. */
export function WithdrawLimits({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('cashier-withdraw');
  return (
    <section className="csh-wd-panel" aria-labelledby="csh-wd-limits">
      <h2 className="csh-wd-panel__title" id="csh-wd-limits">
        {t('limits.heading')}
      </h2>
      <dl className="csh-wd-facts">
        <div>
          <dt>{t('limits.perWithdrawal')}</dt>
          <dd data-testid="withdraw-range">
            {t('limits.range', { min: formatCents(info.min), max: formatCents(info.max) })}
          </dd>
        </div>
        <div>
          <dt>{t('limits.dailyCount')}</dt>
          <dd data-testid="withdraw-daily-count">
            {t('limits.used', { used: info.dailyCount.used, limit: info.dailyCount.limit })}
          </dd>
        </div>
        <div>
          <dt>{t('limits.dailyAmount')}</dt>
          <dd data-testid="withdraw-daily-amount">
            {t('limits.used', { used: formatCents(info.dailyAmount.used), limit: formatCents(info.dailyAmount.limit) })}
          </dd>
        </div>
        <div>
          <dt>{t('limits.fee')}</dt>
          <dd data-testid="withdraw-fee-percent">
            {t('limits.feePercent', { percent: percentText(info.feePercent) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
