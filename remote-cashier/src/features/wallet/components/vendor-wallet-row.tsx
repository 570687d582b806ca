import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, formatCents, Skeleton } from '@mc/shared-kernel';
import type { VendorBalance } from '../api/get-vendor-balance';
import type { VendorWallet } from '../api/get-vendor-wallets';
import { RefreshButton } from './refresh-button';

/** One game vendor's wallet: its balance, or its own error with Retry while the others still show. */
export function VendorWalletRow({ wallet, balance }: { wallet: VendorWallet; balance: UseQueryResult<VendorBalance> }) {
  const { t } = useTranslation('cashier-wallet');
  const refresh = () => void balance.refetch();
  return (
    <li className="csh-wallet__vendor" data-vendor={wallet.vendor}>
      <div className="csh-wallet__who">
        <span className="csh-wallet__name">{wallet.displayName}</span>
        {balance.isError ? null : (
          <span className="csh-wallet__amount" data-testid={`vendor-balance-${wallet.vendor}`}>
            {balance.data ? formatCents(balance.data.balance) : <Skeleton height={20} width={80} />}
          </span>
        )}
      </div>
      <RefreshButton
        label={t('refresh', { wallet: wallet.displayName })}
        busy={balance.isFetching}
        onRefresh={refresh}
      />
      {balance.isError ? (
        <div className="csh-wallet__row-error">
          <ErrorState error={balance.error} onRetry={refresh} compact />
        </div>
      ) : null}
    </li>
  );
}
