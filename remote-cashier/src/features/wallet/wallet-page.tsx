import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, Skeleton, useSession } from '@mc/shared-kernel';
import { AutoTransferSwitch } from './components/auto-transfer-switch';
import { TransferForm } from './components/transfer-form';
import { UplineTransfer } from './components/upline-transfer';
import { VendorWalletList } from './components/vendor-wallet-list';
import { WalletSummary } from './components/wallet-summary';
import { useWalletBalances } from './hooks/use-wallet-balances';
import './wallet.css';

/** Wallets and transfers: the centre wallet, each game vendor's wallet, moving money between them, and to the upline. */
export default function WalletPage() {
  const { t } = useTranslation('cashier-wallet');
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const wallets = useWalletBalances();
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  const { vendorList, vendors } = wallets;

  return (
    <div className="csh-wallet">
      <WalletSummary wallets={wallets} />
      <AutoTransferSwitch wallets={wallets} />
      <section className="csh-wallet__card" aria-labelledby="csh-wallet-transfer">
        <h2 className="csh-wallet__section-title" id="csh-wallet-transfer">
          {t('transfer.title')}
        </h2>
        {vendorList.isPending ? (
          <Skeleton height={180} />
        ) : vendorList.isError ? (
          <ErrorState error={vendorList.error} onRetry={() => void vendorList.refetch()} compact />
        ) : vendors.length > 0 ? (
          <TransferForm vendors={vendors} balanceOf={wallets.balanceOf} />
        ) : (
          <p className="csh-wallet__hint">{t('vendors.empty')}</p>
        )}
      </section>
      <VendorWalletList wallets={wallets} />
      <UplineTransfer centre={wallets.centre.data?.centreBalance} />
    </div>
  );
}
