import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  BalanceUnavailable,
  Skeleton,
  bus,
  formatMoney,
  maskMoney,
  memberKeys,
  useBalance,
  useBalanceHidden,
  useMemberInfo,
  useSession,
  useSettings,
} from '@mc/shared-kernel';
import { merchantWalletKey, useMerchantWallet } from '../api/get-merchant-wallet';

/**
 * A logged-in person's strip on home, which renews the member info and loads the wallet and the merchant
 * wallet on mount: who they are, the total balance and the centre wallet.
 * Until `start` only its shape is drawn: its loads wait for the banner (the page's largest paint).
 */
export function MemberWallet({ start }: { start: boolean }) {
  const { t } = useTranslation('host-home');
  if (start) return <LoadedWallet />;
  const waiting = <Skeleton height={20} width={96} radius={6} />;
  return (
    <section className="host-home-wallet" aria-label={t('wallet.label')} aria-busy data-testid="member-wallet">
      <p className="host-home-wallet__who">
        <Skeleton height={16} width={120} radius={6} />
      </p>
      <dl className="host-home-wallet__figures">
        <div className="host-home-wallet__figure">
          <dt>{t('wallet.total')}</dt>
          <dd>{waiting}</dd>
        </div>
        <div className="host-home-wallet__figure">
          <dt>{t('wallet.centre')}</dt>
          <dd>{waiting}</dd>
        </div>
      </dl>
    </section>
  );
}

function LoadedWallet() {
  const { t } = useTranslation('host-home');
  const token = useSession((s) => s.info?.token ?? null);
  const userName = useSession((s) => s.info?.userName ?? '');
  const member = useMemberInfo();
  const balance = useBalance();
  const wallet = useMerchantWallet();
  const hidden = useBalanceHidden();
  const symbol = useSettings().data?.currency.symbol ?? '';
  useRenewOnMount(token);

  const name = member.data?.nickname || member.data?.account || userName;
  const vip = member.data?.clubLabel?.labelName;
  const money = (amount: string | number) => {
    const text = formatMoney(amount);
    return `${symbol} ${hidden ? maskMoney(text) : text}`.trim();
  };

  return (
    <section className="host-home-wallet" aria-label={t('wallet.label')} data-testid="member-wallet">
      <p className="host-home-wallet__who">
        {/* Isolated: a name stored with bidi controls must not reorder the VIP label beside it. */}
        <span className="host-home-wallet__name" data-testid="wallet-name">
          <bdi>{name}</bdi>
        </span>
        {vip ? <span className="host-home-wallet__vip">{vip}</span> : null}
      </p>
      <dl className="host-home-wallet__figures">
        <Figure label={t('wallet.total')} query={balance} testId="wallet-total">
          {(data) => money(data.sumBalance)}
        </Figure>
        <Figure
          label={t('wallet.centre')}
          refreshLabel={t('wallet.refreshCentre')}
          query={wallet}
          testId="wallet-centre"
        >
          {(data) => money(data.centreBalance)}
        </Figure>
      </dl>
    </section>
  );
}

interface FigureProps<T> {
  label: string;
  /** The refresh button's name when it is not the total balance's. */
  refreshLabel?: string;
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}

function Figure<T>({ label, refreshLabel, query, testId, children }: FigureProps<T>) {
  const waiting = <Skeleton height={20} width={96} radius={6} />;
  let value: ReactNode;
  // A failed refresh says so rather than leave the old figure standing as if it were current.
  if (query.isError)
    value = query.isFetching ? (
      waiting
    ) : (
      <BalanceUnavailable onRefresh={() => void query.refetch()} refreshLabel={refreshLabel} />
    );
  else if (query.data !== undefined) value = children(query.data);
  else value = waiting;
  return (
    <div className="host-home-wallet__figure">
      <dt>{label}</dt>
      <dd data-testid={testId} aria-busy={query.isFetching}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Coming to home renews member info, balance and centre wallet, whatever the cache holds; a load
 * already running (the header's, right after login) is joined rather than started again.
 */
function useRenewOnMount(token: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const renew = () => {
      for (const queryKey of [memberKeys.balance(token), merchantWalletKey(token)]) {
        void client.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
      }
    };
    void client.invalidateQueries({ queryKey: memberKeys.info(token), exact: true }, { cancelRefetch: false });
    renew();
    return bus.on('balance:refresh', renew);
  }, [client, token]);
}
