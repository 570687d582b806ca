import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, formatCents, memberKeys, Skeleton, useSession } from '@mc/shared-kernel';
import type { WalletBalances } from '../hooks/use-wallet-balances';
import { RefreshButton } from './refresh-button';

/** The exact total across wallets and the centre wallet, with its own refresh. */
export function WalletSummary({ wallets }: { wallets: WalletBalances }) {
  const { t } = useTranslation('cashier-wallet');
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const { centre, total } = wallets;
  const anyFailed =
    centre.isError || wallets.vendorList.isError || [...wallets.vendorQueries.values()].some((q) => q.isError);

  const refreshCentre = () => {
    void centre.refetch();
    // The header's total is read with it, so the two figures on the page keep agreeing.
    void client.invalidateQueries({ queryKey: memberKeys.balance(token), exact: true });
  };

  return (
    <section className="csh-wallet__card csh-wallet__summary" aria-labelledby="csh-wallet-total">
      <h2 className="csh-wallet__label" id="csh-wallet-total">
        {t('total.label')}
      </h2>
      <p className="csh-wallet__total" data-testid="wallet-total" aria-live="polite">
        {total !== null ? formatCents(total) : anyFailed ? '—' : <Skeleton height={28} width={140} />}
      </p>
      <p className="csh-wallet__hint">{total === null && anyFailed ? t('total.pending') : t('total.hint')}</p>

      <div className="csh-wallet__centre">
        <div className="csh-wallet__who">
          <span className="csh-wallet__name">{t('centre.name')}</span>
          {centre.isError ? null : (
            <span className="csh-wallet__amount" data-testid="centre-balance">
              {centre.data ? formatCents(centre.data.centreBalance) : <Skeleton height={20} width={96} />}
            </span>
          )}
        </div>
        <RefreshButton
          label={t('refresh', { wallet: t('centre.name') })}
          busy={centre.isFetching}
          onRefresh={refreshCentre}
        />
      </div>
      {centre.isError ? <ErrorState error={centre.error} onRetry={refreshCentre} compact /> : null}
    </section>
  );
}
