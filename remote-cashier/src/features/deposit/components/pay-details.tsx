import { useTranslation } from 'react-i18next';
import { dayjs, formatMoney, PlatformImage } from '@mc/shared-kernel';
import type { Channel, Order } from '../api/deposit-api';
import { formatTimeLeft } from '../hooks/use-time-left';
import { CopyField } from './copy-field';

/** The time left to pay, as a timer people and screen readers can read. */
export function ExpiryCountdown({ seconds, expiresAt }: { seconds: number; expiresAt: number }) {
  const { t } = useTranslation('cashier-deposit');
  const clock = dayjs(expiresAt).format('HH:mm');
  return (
    <div className={`csh-dep-timer${seconds <= 120 ? ' csh-dep-timer--late' : ''}`}>
      <span className="csh-dep-timer__label">{t('pay.timeLeft')}</span>
      <span className="csh-dep-timer__value" role="timer" aria-live="off" data-testid="expiry-countdown">
        {formatTimeLeft(seconds)}
      </span>
      <span className="csh-dep-timer__until">{t('pay.until', { time: clock })}</span>
    </div>
  );
}

/**
 * Where and how much to pay: the exact amount (with its currency), the receiving bank account, e-wallet
 * (with its QR code) or USDT address, each line with a copy button.
 */
export function PayDetails({ order, channel }: { order: Order; channel: Channel | undefined }) {
  const { t } = useTranslation('cashier-deposit');
  const { receiving } = order;
  const usdt = order.kind === 'USDT' || order.payCurrency === 'USDT';
  const currency = usdt ? 'USDT' : order.payCurrency === 'MMK' ? t('pay.kyat') : order.payCurrency;
  const payText = formatMoney(order.payAmount);
  return (
    <section className="csh-dep-pay" aria-labelledby="csh-dep-pay-title">
      <h2 className="csh-dep-pay__title" id="csh-dep-pay-title">
        {t(order.kind === 'QR' || order.kind === 'USDT' ? `pay.title.${order.kind}` : 'pay.title.BANK')}
      </h2>
      <dl className="csh-dep-copies">
        <CopyField
          label={t('pay.exactAmount')}
          value={payText.replace(/,/g, '')}
          display={
            <>
              {payText} <span className="csh-dep-currency">{currency}</span>
            </>
          }
          emphasis
          testId="pay-amount"
        />
      </dl>
      <p className="csh-dep-pay__note">{usdt ? t('pay.exactNoteUsdt') : t('pay.exactNote')}</p>
      {receiving.qrImage ? (
        <figure className="csh-dep-qr">
          <PlatformImage
            className="csh-dep-qr__img"
            src={receiving.qrImage}
            width={200}
            height={200}
            alt={t('pay.qrAlt', { wallet: channel?.wallet ?? order.channel })}
          />
          <figcaption className="csh-dep-qr__caption">
            {usdt ? t('pay.qrUsdt') : t('pay.qrWallet', { wallet: channel?.wallet ?? order.channel })}
          </figcaption>
        </figure>
      ) : null}
      <dl className="csh-dep-copies">
        {receiving.bankName ? (
          <CopyField label={t('pay.bankName')} value={receiving.bankName} testId="pay-bankName" />
        ) : null}
        {!receiving.bankName && order.kind === 'QR' ? (
          <div className="csh-dep-copy">
            <dt className="csh-dep-copy__label">{t('pay.wallet')}</dt>
            <dd className="csh-dep-copy__row">{channel?.wallet ?? order.channel}</dd>
          </div>
        ) : null}
        {receiving.accountName ? (
          <CopyField label={t('pay.accountName')} value={receiving.accountName} testId="pay-accountName" />
        ) : null}
        {receiving.accountNo ? (
          <CopyField
            label={t(order.kind === 'QR' ? 'pay.walletNo' : 'pay.accountNo')}
            value={receiving.accountNo}
            testId="pay-accountNo"
          />
        ) : null}
        {receiving.branch ? (
          <div className="csh-dep-copy">
            <dt className="csh-dep-copy__label">{t('pay.branch')}</dt>
            <dd className="csh-dep-copy__row">{receiving.branch}</dd>
          </div>
        ) : null}
        {receiving.address ? (
          <CopyField label={t('pay.address')} value={receiving.address} testId="pay-address" />
        ) : null}
        {receiving.network ? (
          <div className="csh-dep-copy">
            <dt className="csh-dep-copy__label">{t('pay.network')}</dt>
            <dd className="csh-dep-copy__row" data-testid="pay-network">
              {receiving.network}
            </dd>
          </div>
        ) : null}
        {usdt && channel?.rate ? (
          <div className="csh-dep-copy">
            <dt className="csh-dep-copy__label">{t('pay.rate')}</dt>
            <dd className="csh-dep-copy__row" data-testid="pay-rate">
              {t('pay.rateValue', { rate: formatMoney(channel.rate) })}
            </dd>
          </div>
        ) : null}
        {usdt ? (
          <div className="csh-dep-copy">
            <dt className="csh-dep-copy__label">{t('pay.kyatValue')}</dt>
            <dd className="csh-dep-copy__row">{formatMoney(order.amount)}</dd>
          </div>
        ) : null}
      </dl>
      {usdt && receiving.network ? (
        <p className="csh-dep-pay__note">{t('pay.networkNote', { network: receiving.network })}</p>
      ) : null}
    </section>
  );
}
