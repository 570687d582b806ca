import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from '@mc/shared-kernel';
import type { WalletBalances } from '../hooks/use-wallet-balances';
import { RecycleAll } from './recycle-all';
import { VendorWalletRow } from './vendor-wallet-row';

/** The game vendors that keep a wallet of their own, each balance read on its own, and "Recycle all". */
export function VendorWalletList({ wallets }: { wallets: WalletBalances }) {
  const { t } = useTranslation('cashier-wallet');
  const { vendorList, vendors, vendorQueries } = wallets;
  return (
    <section className="csh-wallet__card" aria-labelledby="csh-wallet-vendors">
      <div className="csh-wallet__heading">
        <h2 className="csh-wallet__section-title" id="csh-wallet-vendors">
          {t('vendors.title')}
        </h2>
        {vendors.length > 0 ? <RecycleAll vendors={vendors.map((v) => v.vendor)} /> : null}
      </div>
      {vendorList.isPending ? (
        <div className="csh-wallet__placeholder">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : vendorList.isError ? (
        <ErrorState error={vendorList.error} onRetry={() => void vendorList.refetch()} />
      ) : vendors.length === 0 ? (
        <EmptyState>{t('vendors.empty')}</EmptyState>
      ) : (
        <ul className="csh-wallet__vendors" aria-label={t('vendors.title')}>
          {vendors.map((wallet) => (
            <VendorWalletRow key={wallet.vendor} wallet={wallet} balance={vendorQueries.get(wallet.vendor)!} />
          ))}
        </ul>
      )}
    </section>
  );
}
