import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addCents, formatCents, formatDateTime, formatMoney, toCents } from '@mc/shared-kernel';
import { resolveStatus } from '@mc/shared-kernel/records';
import { ORDER_STATUSES } from '../../../entities/order';
import type { Order } from '../api/deposit-api';
import { DEPOSIT_PATH, RECORDS_PATH } from '../rules/deposit-rules';

type Tone = 'success' | 'pending' | 'failure';

/** The order's tone from the same scheme its record uses; a state this client does not know reads as waiting. */
function outcomeOf(status: string): { known: boolean; tone: Tone } {
  const { known, tone } = resolveStatus(ORDER_STATUSES, status);
  return { known, tone: tone === 'neutral' ? 'pending' : tone };
}

function StatusGlyph({ tone }: { tone: Tone }) {
  const path =
    tone === 'success' ? 'M7 12.5l3.2 3.2L17 9' : tone === 'failure' ? 'M8.5 8.5l7 7M15.5 8.5l-7 7' : 'M12 7v5l3 2';
  return (
    <svg
      className={`csh-dep-glyph csh-dep-glyph--${tone}`}
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <circle cx="12" cy="12" r="9.5" />
      <path d={path} />
    </svg>
  );
}

/** The order's facts: number, channel, amount, fee, bonus, time. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('cashier-deposit');
  const rows: [string, ReactNode, string][] = [
    [
      t('order.orderNo'),
      <bdi key="no" className="csh-dep-mono">
        {order.orderNo}
      </bdi>,
      'fact-orderNo',
    ],
    [t('order.channel'), order.channel || order.channelId, 'fact-channel'],
    [t('order.amount'), formatMoney(order.amount), 'fact-amount'],
  ];
  if (toCents(order.fee) > 0) rows.push([t('order.fee'), formatMoney(order.fee), 'fact-fee']);
  if (toCents(order.bonus) > 0) rows.push([t('order.bonus'), formatMoney(order.bonus), 'fact-bonus']);
  rows.push([t('order.createdAt'), formatDateTime(order.createdAt), 'fact-created']);
  return (
    <dl className="csh-dep-facts">
      {rows.map(([label, value, testId]) => (
        <div key={testId} data-testid={testId}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What became of an order that no longer waits for the player: what happened, in words, and what to do
 * next (deposit again, see the record). An order state this client does not know is named, not guessed.
 */
export function OrderOutcome({
  order,
  status = order.status,
  children,
}: {
  order: Order;
  status?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cashier-deposit');
  const { known, tone } = outcomeOf(status);
  const credited = formatCents(addCents(toCents(order.amount), toCents(order.bonus)));
  const again = status !== 'PENDING' && status !== 'AWAITING_PAYMENT';
  return (
    <section
      className={`csh-dep-outcome csh-dep-outcome--${tone}`}
      aria-labelledby="csh-dep-outcome-title"
      data-testid="order-outcome"
      data-status={status}
    >
      <StatusGlyph tone={tone} />
      {/* The outcome is announced when it changes under the player; the title stays a heading. */}
      <div className="csh-dep-outcome__words" role={tone === 'pending' ? undefined : 'status'}>
        <h2 className="csh-dep-outcome__title" id="csh-dep-outcome-title">
          {known ? t(`outcome.${status}.title`) : t('outcome.other.title', { status })}
        </h2>
        <p className="csh-dep-outcome__text">
          {known
            ? t(`outcome.${status}.text`, {
                amount: formatMoney(order.amount),
                credited,
                bonus: formatMoney(order.bonus),
              })
            : t('outcome.other.text')}
        </p>
      </div>
      {status === 'SUCCESS' && toCents(order.bonus) > 0 ? (
        <p className="csh-dep-outcome__text">{t('outcome.bonus', { bonus: formatMoney(order.bonus) })}</p>
      ) : null}
      {children}
      <OrderFacts order={order} />
      <div className="csh-dep-actions">
        {again ? (
          <Link className="mc-btn mc-btn--primary" to={DEPOSIT_PATH}>
            {t(status === 'SUCCESS' ? 'actions.depositAgain' : 'actions.newDeposit')}
          </Link>
        ) : null}
        <Link className="mc-btn" to={RECORDS_PATH}>
          {t('actions.records')}
        </Link>
      </div>
    </section>
  );
}
