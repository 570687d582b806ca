import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Spinner, useSettings } from '@mc/shared-kernel';
import { MoneyStatus } from '@mc/shared-kernel/money';
import type { Channel, Order } from './api/deposit-api';
import { useChannels, usePromotions } from './api/deposit-queries';
import { browser } from './api/browser';
import { DepositForm } from './components/deposit-form';
import { ClassicLayout, TabsLayout } from './components/deposit-layouts';
import { useCreateOrder } from './hooks/use-deposit-submission';
import { defaultChannel, orderPath, safePayUrl } from './rules/deposit-rules';
import '../../i18n/deposit/namespace';
import './deposit.css';

/** The site setting that picks the deposit screen's layout: "1" the new one, anything else the classic one. */
export const isNewLayout = (depFunc: string | null | undefined) => depFunc === '1';

/**
 * /m/voucherCenter: choose a channel, an amount and maybe a promotion; the order is created exactly once,
 * then the player goes to the order screen (bank, e-wallet, USDT) or to the provider's page (gateway).
 */
export default function DepositPage() {
  const { t } = useTranslation('cashier-deposit');
  const settings = useSettings();
  const channels = useChannels();
  const promotions = usePromotions();
  const submission = useCreateOrder();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [unsafeGateway, setUnsafeGateway] = useState<Order | null>(null);

  const { state } = submission;
  const created = state.phase === 'done' ? state.result : null;
  useEffect(() => {
    if (!created) return;
    if (created.kind !== 'GATEWAY') {
      navigate(orderPath(created.orderNo));
      return;
    }
    const url = safePayUrl(created.payUrl);
    if (url) browser.assign(url);
    else setUnsafeGateway(created);
  }, [created, navigate]);

  if (unsafeGateway) {
    return (
      <div className="csh-dep" data-testid="gateway-unsafe">
        <div className="mc-center" role="alert">
          <p className="mc-state__title">{t('gateway.unsafe')}</p>
          <p className="mc-state__hint">{t('gateway.unsafeHint', { orderNo: unsafeGateway.orderNo })}</p>
          <Link className="mc-btn mc-btn--primary" to={orderPath(unsafeGateway.orderNo)}>
            {t('gateway.seeOrder')}
          </Link>
        </div>
      </div>
    );
  }
  if (created?.kind === 'GATEWAY') return <Spinner label={t('gateway.leaving')} />;
  if (settings.isPending || channels.isPending) return <Spinner />;
  if (channels.isError) return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0) return <EmptyState>{t('channel.none')}</EmptyState>;

  const selected = channels.data.find((c) => c.id === params.get('channel')) ?? null;
  const select = (channel: Channel | null, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(params);
    if (channel) next.set('channel', channel.id);
    else next.delete('channel');
    setParams(next, { replace: options.replace });
  };
  const Layout = isNewLayout(settings.data?.mobileTemplate?.dep_func) ? TabsLayout : ClassicLayout;
  // The new layout always shows a form: the chosen channel, else the first one.
  const formChannel = selected ?? (Layout === TabsLayout ? defaultChannel(channels.data) : null);

  return (
    <div className="csh-dep">
      {/* A submission left unsettled by a reload is being looked up: shown even before a channel is chosen. */}
      {formChannel ? null : <MoneyStatus submission={submission} onTryAgain={submission.resend} />}
      <Layout
        channels={channels.data}
        selected={selected}
        onSelect={select}
        form={
          formChannel ? <DepositForm channel={formChannel} promotions={promotions} submission={submission} /> : null
        }
      />
    </div>
  );
}
