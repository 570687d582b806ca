import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatMoney,
  isApiError,
  Spinner,
  toCents,
  usePageTitle,
  useRefreshBalance,
  useSession,
} from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import { StatusLabel } from '@mc/shared-kernel/records';
import {
  cancelSubOrder,
  CancelResult,
  getOrderDetail,
  orderKeys,
  type OrderDetail,
  type SubOrder,
} from '../orders-api';
import { BET_STATUSES, canCancel, refusalKey } from '../order-rules';
import { WinLoss } from './betting-list';

const DAY_MS = 86_400_000;

/** One order: its amounts and times, and a lottery order's picks, an open pick with its cancel. */
export function OrderDetailView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('member-records');
  const token = useSession((s) => s.info?.token ?? null);
  const [search] = useSearchParams();
  usePageTitle(t('betting.detail.title'));
  const detail = useQuery({
    queryKey: orderKeys.detail(orderNo, token),
    queryFn: ({ signal }) => getOrderDetail(orderNo, signal),
    enabled: token !== null,
  });
  // When the draw closes its open picks can no longer be cancelled: ask again then (within a day).
  const closeAt = detail.data?.drawCloseAt ?? null;
  const { refetch } = detail;
  useEffect(() => {
    if (closeAt === null) return;
    const wait = closeAt - Date.now();
    if (wait <= 0 || wait > DAY_MS) return;
    const timer = setTimeout(() => void refetch(), wait + 1_000);
    return () => clearTimeout(timer);
  }, [closeAt, refetch]);
  const back = new URLSearchParams(search);
  back.delete('order');

  let body;
  if (detail.isPending) body = <Spinner />;
  else if (detail.isError) {
    body =
      isApiError(detail.error) && detail.error.code === 'order.not.found' ? (
        <EmptyState>{t('betting.detail.notFound')}</EmptyState>
      ) : (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      );
  } else body = <OrderFacts order={detail.data} checkedAt={detail.dataUpdatedAt} />;

  return (
    <div className="mem-bets__detail">
      <Link className="mc-btn mem-bets__back" to={`?${back.toString()}`}>
        {t('betting.detail.back')}
      </Link>
      {body}
    </div>
  );
}

function OrderFacts({ order, checkedAt }: { order: OrderDetail; checkedAt: number }) {
  const { t } = useTranslation('member-records');
  const facts: [string, ReactNode][] = [
    [t('betting.game'), order.gameName],
    [
      t('betting.vendor'),
      `${order.vendorName || order.vendor} · ${t(`betting.categories.${order.category}`, { defaultValue: order.category })}`,
    ],
    [t('betting.orderNo'), <span className="mem-bets__ref">{order.orderNo}</span>],
    [t('betting.betAmount'), formatMoney(order.betAmount)],
    ...(toCents(order.cancelledAmount) > 0
      ? [[t('betting.refunded'), formatMoney(order.cancelledAmount)] as [string, ReactNode]]
      : []),
    [t('betting.validBet'), formatMoney(order.validBet)],
    [t('betting.payout'), formatMoney(order.payout)],
    [t('betting.winLoss'), <WinLoss amount={order.winLoss} />],
    [t('betting.placedAt'), formatDateTime(order.createdAt)],
    ...(order.settledAt !== null
      ? [[t('betting.settledAt'), formatDateTime(order.settledAt)] as [string, ReactNode]]
      : []),
    ...(order.drawNo ? [[t('betting.detail.drawNo'), order.drawNo] as [string, ReactNode]] : []),
    ...(order.drawCloseAt !== null
      ? [[t('betting.detail.drawCloseAt'), formatDateTime(order.drawCloseAt)] as [string, ReactNode]]
      : []),
  ];
  return (
    <section className="mem-bets__card" aria-labelledby="mem-bets-order">
      <div className="mem-bets__top">
        <h2 className="mem-bets__game" id="mem-bets-order">
          {order.gameName}
        </h2>
        <StatusLabel status={order.status} scheme={BET_STATUSES} />
      </div>
      <dl className="mem-bets__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.subOrders.length > 0 ? <SubOrders order={order} checkedAt={checkedAt} /> : null}
    </section>
  );
}

function SubOrders({ order, checkedAt }: { order: OrderDetail; checkedAt: number }) {
  const { t } = useTranslation('member-records');
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const refreshBalance = useRefreshBalance();
  const [asking, setAsking] = useState<SubOrder | null>(null);
  const submission = useMoneySubmission({
    kind: 'bet-cancel',
    send: cancelSubOrder,
    schema: CancelResult,
    onDone: (result) => {
      client.setQueryData(orderKeys.detail(order.orderNo, token), result.order);
      void client.invalidateQueries({ queryKey: orderKeys.list });
      void client.invalidateQueries({ queryKey: ['member', 'account-record'] });
      void refreshBalance();
    },
  });
  const { state } = submission;
  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';
  const [last, setLast] = useState<{ orderNo: string; subOrderId: string } | null>(null);

  const confirm = () => {
    if (!asking) return;
    const payload = { orderNo: order.orderNo, subOrderId: asking.id };
    setAsking(null);
    setLast(payload);
    submission.reset();
    void submission.submit(payload);
  };

  const failure = state.phase === 'failed' ? state.error : null;
  useEffect(() => {
    // The pick changed meanwhile (closed, cancelled elsewhere): show it as it is now.
    if (failure?.code === 'order.not.cancellable')
      void client.invalidateQueries({ queryKey: orderKeys.detail(order.orderNo, token) });
  }, [failure, client, order.orderNo, token]);
  return (
    <div className="mem-bets__subs">
      <h3 className="mem-bets__subs-title">{t('betting.detail.subOrders')}</h3>
      <ul className="mem-bets__sub-list" aria-label={t('betting.detail.subOrders')}>
        {order.subOrders.map((sub) => (
          <li key={sub.id} className="mem-bets__sub" data-testid={`sub-order-${sub.id}`}>
            <div className="mem-bets__top">
              <span className="mem-bets__pick">{sub.content}</span>
              <StatusLabel status={sub.status} scheme={BET_STATUSES} />
            </div>
            <dl className="mem-bets__facts">
              <div>
                <dt>{t('betting.betAmount')}</dt>
                <dd>{formatMoney(sub.betAmount)}</dd>
              </div>
              <div>
                <dt>{t('betting.winLoss')}</dt>
                <dd>
                  <WinLoss amount={sub.winLoss} />
                </dd>
              </div>
            </dl>
            {canCancel(sub, order.drawCloseAt, checkedAt) ? (
              <button
                type="button"
                className="mc-btn mem-bets__cancel"
                disabled={busy}
                aria-label={t('betting.detail.cancelLabel', { content: sub.content })}
                onClick={() => setAsking(sub)}
              >
                {t('betting.detail.cancel')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <MoneyStatus submission={submission} onTryAgain={() => last && void submission.submit(last)} />
      <p className="mem-bets__done" role="status">
        {state.phase === 'done' ? t('betting.detail.cancelled', { amount: formatMoney(state.result.refunded) }) : null}
      </p>
      {failure ? (
        <p className="mem-bets__alert" role="alert">
          {failure.code === 'order.not.cancellable' ? t(refusalKey(failure.value)) : t(`kernel:${failure.messageKey}`)}
        </p>
      ) : null}
      <Dialog
        open={asking !== null}
        title={t('betting.detail.confirmTitle')}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        confirmLabel={t('betting.detail.confirm')}
        cancelLabel={t('betting.detail.keep')}
      >
        {asking ? (
          <p>
            {t('betting.detail.confirmBody', {
              content: asking.content,
              drawNo: order.drawNo ?? '',
              amount: formatMoney(asking.betAmount),
            })}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
