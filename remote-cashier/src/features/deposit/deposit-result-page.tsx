import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Spinner } from '@mc/shared-kernel';
import { useOrder } from './api/deposit-queries';
import { isUnknownOrder, OrderNotFound } from './components/order-not-found';
import { OrderFacts, OrderOutcome } from './components/order-outcome';
import { useCreditedRefresh } from './hooks/use-credited-refresh';
import { isOrderNo, orderPath, RECORDS_PATH } from './rules/deposit-rules';
import '../../i18n/deposit/namespace';
import './deposit.css';

/** While the provider has not reported, the order is read again this often… */
export const RESULT_POLL_MS = 3_000;
/** …for this long; then the screen offers "Check again". */
export const RESULT_POLL_FOR_MS = 60_000;

const waiting = (status: string | undefined) => status === 'PENDING' || status === 'AWAITING_PAYMENT';

/**
 * /m/voucherCenter/result?orderNo=: where the gateway sends the player back. The query says only which
 * order; what happened is the order's status as the platform reports it, read again every few seconds
 * while the payment is still being confirmed.
 */
export default function DepositResultPage() {
  const { t } = useTranslation('cashier-deposit');
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = isOrderNo(raw) ? raw : null;
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const order = useOrder(orderNo, { refetchInterval: (o) => (waiting(o?.status) && !gaveUp ? RESULT_POLL_MS : false) });
  useCreditedRefresh(order.data);
  const status = order.data?.status;
  const isWaiting = waiting(status);

  // One polling round per visit (and per "Check again"): after it the screen stops asking by itself.
  useEffect(() => {
    if (!isWaiting || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), RESULT_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, gaveUp, round]);

  const { refetch } = order;
  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound((r) => r + 1);
    void refetch();
  }, [refetch]);

  if (!orderNo) return <OrderNotFound />;
  if (order.isPending) return <Spinner label={t('result.reading')} />;
  if (order.isError && !order.data) {
    return isUnknownOrder(order.error) ? <OrderNotFound /> : <ErrorState error={order.error} onRetry={checkAgain} />;
  }
  const current = order.data!;
  if (!isWaiting) {
    return (
      <div className="csh-dep">
        <OrderOutcome order={current} />
      </div>
    );
  }
  return (
    <div className="csh-dep">
      <section
        className="csh-dep-outcome csh-dep-outcome--pending"
        data-testid="order-outcome"
        data-status={current.status}
        aria-labelledby="csh-dep-wait-title"
      >
        <h2 className="csh-dep-outcome__title" id="csh-dep-wait-title">
          {t('result.waitingTitle')}
        </h2>
        {gaveUp ? (
          <>
            <p className="csh-dep-outcome__text" role="status">
              {t('result.stillWaiting')}
            </p>
            <div className="csh-dep-actions">
              <button type="button" className="mc-btn mc-btn--primary" onClick={checkAgain} disabled={order.isFetching}>
                {t('result.checkAgain')}
              </button>
              <Link className="mc-btn" to={orderPath(current.orderNo)}>
                {t('result.orderDetails')}
              </Link>
              <Link className="mc-btn" to={RECORDS_PATH}>
                {t('actions.records')}
              </Link>
            </div>
          </>
        ) : (
          <Spinner label={t('result.checking')} />
        )}
        <OrderFacts order={current} />
      </section>
    </div>
  );
}
