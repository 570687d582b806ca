import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@mc/shared-kernel';
import { useSetAutoTransfer } from '../api/put-auto-transfer';
import type { WalletBalances } from '../hooks/use-wallet-balances';

/**
 * Auto transfer: with it on, launching a game moves the whole centre balance into that game's wallet, so
 * the centre may read 0.00 after playing while the total is unchanged; the line under the switch says so.
 */
export function AutoTransferSwitch({ wallets }: { wallets: WalletBalances }) {
  const { t } = useTranslation('cashier-wallet');
  const labelId = useId();
  const hintId = useId();
  const change = useSetAutoTransfer();
  const data = wallets.vendorList.data;
  if (!data || data.vendors.length === 0) return null;
  const on = data.autoTransfer;

  return (
    <section className="csh-wallet__card csh-wallet__auto" aria-label={t('auto.label')}>
      <div className="csh-wallet__switch-row">
        <span className="csh-wallet__name" id={labelId}>
          {t('auto.label')}
        </span>
        <button
          type="button"
          role="switch"
          className="csh-wallet__switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={change.isPending}
          disabled={change.isPending}
          onClick={() => change.mutate(!on)}
        >
          <span className="csh-wallet__switch-thumb" aria-hidden />
        </button>
      </div>
      <p className="csh-wallet__hint" id={hintId}>
        {on ? t('auto.on') : t('auto.off')}
      </p>
      {change.isError ? (
        <p className="csh-wallet__alert" role="alert">
          {t('auto.failed')} {t(`kernel:${toApiError(change.error).messageKey}`)}
        </p>
      ) : null}
    </section>
  );
}
