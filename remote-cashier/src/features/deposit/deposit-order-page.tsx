import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, Spinner } from '@mc/shared-kernel';
import type { Order } from './api/deposit-api';
import { useChannels, useOrder } from './api/deposit-queries';
import { browser } from './api/browser';
import { CancelOrder } from './components/cancel-order';
import { isUnknownOrder, OrderNotFound } from './components/order-not-found';
import { OrderFacts, OrderOutcome } from './components/order-outcome';
import { ExpiryCountdown, PayDetails } from './components/pay-details';
import { ProofForm } from './components/proof-form';
import { useCreditedRefresh } from './hooks/use-credited-refresh';
import { useTimeLeft } from './hooks/use-time-left';
import { isOrderNo, safePayUrl } from './rules/deposit-rules';
import '../../i18n/deposit/namespace';
import './deposit.css';

/** While the platform checks a proof, the order is read again this often (and whenever the tab comes back). */
export const PENDING_REFRESH_MS = 10_000;

/**
 * /m/voucherCenter/order?orderNo=: what to pay and where, until when; then the proof of payment (or, for
 * the gateway, the way to its page); cancel; and each later state of the order in words.
 */
export default function DepositOrderPage() {
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = isOrderNo(raw) ? raw : null;
  const order = useOrder(orderNo, { refetchInterval: (o) => (o?.status === 'PENDING' ? PENDING_REFRESH_MS : false) });
  useCreditedRefresh(order.data);
  const { refetch } = order;
  const reread = useCallback(() => void refetch(), [refetch]);

  if (!orderNo) return <OrderNotFound />;
  if (order.isPending) return <Spinner />;
  if (order.isError)
    return isUnknownOrder(order.error) ? <OrderNotFound /> : <ErrorState error={order.error} onRetry={reread} />;
  return <OrderScreen order={order.data} reread={reread} />;
}

function OrderScreen({ order, reread }: { order: Order; reread(): void }) {
  const awaiting = order.status === 'AWAITING_PAYMENT';
  const timeLeft = useTimeLeft(awaiting ? order.expiresAt : null);
  const expiredHere = awaiting && timeLeft === 0;
  // The time ran out on this screen: the platform now says EXPIRED; read it so every screen agrees.
  useEffect(() => {
    if (expiredHere) reread();
  }, [expiredHere, reread]);

  if (!awaiting || expiredHere) {
    return (
      <div className="csh-dep">
        <OrderOutcome order={order} status={expiredHere ? 'EXPIRED' : order.status} />
      </div>
    );
  }
  return (
    <div className="csh-dep csh-dep-order" data-status={order.status}>
      <ExpiryCountdown seconds={timeLeft} expiresAt={order.expiresAt} />
      {order.kind === 'GATEWAY' ? <GatewayPay order={order} /> : <ManualPay order={order} reread={reread} />}
      <details className="csh-dep-more">
        <OrderSummaryTitle />
        <OrderFacts order={order} />
      </details>
      <CancelOrder order={order} onStateChanged={reread} />
    </div>
  );
}

function OrderSummaryTitle() {
  const { t } = useTranslation('cashier-deposit');
  return <summary>{t('order.details')}</summary>;
}

function ManualPay({ order, reread }: { order: Order; reread(): void }) {
  const channels = useChannels();
  const channel = channels.data?.find((c) => c.id === order.channelId);
  return (
    <>
      <PayDetails order={order} channel={channel} />
      <ProofForm order={order} onStateChanged={reread} />
    </>
  );
}

/** A gateway order not paid yet: back to the provider's page (its address checked first). */
function GatewayPay({ order }: { order: Order }) {
  const { t } = useTranslation('cashier-deposit');
  const url = safePayUrl(order.payUrl);
  return (
    <section className="csh-dep-pay" aria-labelledby="csh-dep-gw-title">
      <h2 className="csh-dep-pay__title" id="csh-dep-gw-title">
        {t('gateway.title', { channel: order.channel })}
      </h2>
      <p className="csh-dep-pay__note">{t('gateway.text')}</p>
      {url ? (
        <button type="button" className="mc-btn mc-btn--primary mc-btn--block" onClick={() => browser.assign(url)}>
          {t('gateway.continue')}
        </button>
      ) : (
        <p className="csh-dep-alert" role="alert">
          {t('gateway.unsafe')}
        </p>
      )}
    </section>
  );
}
