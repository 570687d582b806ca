import { useTranslation } from 'react-i18next';
import { formatMoney, maskMoney, Skeleton, useBalance, useBalanceHidden } from '@mc/shared-kernel';

/** The balance the catches go to; a catch's answer updates it at once (the kernel's one balance query). */
export function RainBalance() {
  const { t } = useTranslation('agent');
  const balance = useBalance();
  const hidden = useBalanceHidden();
  let amount;
  if (balance.isPending) amount = <Skeleton width={100} height={22} />;
  else if (balance.isError) {
    amount = (
      <span className="agt-redrain-balance__error">
        {t('balance.unavailable')}
        <button type="button" className="mc-btn mc-btn--link" onClick={() => void balance.refetch()}>
          {t('kernel:actions.retry')}
        </button>
      </span>
    );
  } else {
    const formatted = formatMoney(balance.data.sumBalance);
    amount = <span data-testid="redrain-balance">{hidden ? maskMoney(formatted) : formatted}</span>;
  }
  return (
    <p className="agt-redrain-balance">
      <span className="agt-redrain-balance__label">{t('redRain.balance')}</span>
      <span className="agt-redrain-balance__amount">{amount}</span>
    </p>
  );
}
