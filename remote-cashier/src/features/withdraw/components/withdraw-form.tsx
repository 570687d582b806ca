import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents, required, toApiError, useFormFields, type FieldRules } from '@mc/shared-kernel';
import { centsToDecimal, parseAmount, useAmountRules, type MoneySubmission } from '@mc/shared-kernel/money';
import type { BankCards } from '../../../entities/bank-card';
import {
  passwordRefusal,
  PaymentLockNotice,
  PaymentPasswordField,
  paymentPasswordRules,
  useLockActive,
  wrongPasswordFailure,
} from '../../../entities/payment-password';
import { guideLink } from '../../../entities/return-to';
import type { WithdrawInfo } from '../../../entities/withdraw-info';
import type { WithdrawalRequest, WithdrawalResult } from '../api/place-withdrawal';
import { readWithdrawDraft, writeWithdrawDraft } from '../withdraw-draft';
import {
  amountReceived,
  dailyAmountRule,
  dailyRoom,
  largestWithdrawal,
  withdrawalFee,
  withdrawLimits,
} from '../withdraw-rules';
import { AmountField } from './amount-field';
import { CardChoice } from './card-choice';
import { SET_PASSWORD_STEP, BIND_CARD_STEP } from './withdraw-setup';

type Field = 'amount' | 'cardId' | 'paymentPassword';

const RESET_LINK = guideLink('/m/paymentPassword?mode=reset');

/** Refusals of the amount, said under the amount field (the platform's reasons). */
const AMOUNT_REASONS = new Set(['min', 'max', 'decimals', 'withdrawable']);

interface Props {
  info: WithdrawInfo;
  cards: BankCards | undefined;
  /** The card list's own state (loading, failed with Retry) when it has no data. */
  cardsFallback: React.ReactNode;
  user: string;
  submission: MoneySubmission<WithdrawalRequest, WithdrawalResult>;
  /** The last request sent, kept in memory only, to send again unchanged if the platform never saw it. */
  lastRequestRef: React.MutableRefObject<WithdrawalRequest | null>;
  /** The platform's state changed under the form (limits, cards, password, lock): read it again. */
  onStale(): void;
  onNotAllowed(): void;
}

/**
 * The amount, the card and the payment password. The amount and card are kept in a draft while the person
 * is away (binding a card, setting the password); the password only in this form's memory, emptied when
 * the platform refuses it.
 */
export function WithdrawForm({
  info,
  cards,
  cardsFallback,
  user,
  submission,
  lastRequestRef,
  onStale,
  onNotAllowed,
}: Props) {
  const { t } = useTranslation(['cashier-withdraw', 'cashier-security', 'kernel']);
  const formRef = useRef<HTMLFormElement>(null);
  const hasCard = info.cards > 0 && (cards?.cards.length ?? info.cards) > 0;
  const ready = hasCard && info.hasPaymentPassword;
  const room = dailyRoom(info);
  const amountRules = useAmountRules(withdrawLimits(info));
  const fieldRules = useMemo<FieldRules<Field>>(
    () => ({
      amount: [...amountRules, dailyAmountRule(room.amount)],
      cardId: [required('cashier-withdraw:errors.cardRequired')],
      paymentPassword: paymentPasswordRules,
    }),
    [amountRules, room.amount],
  );
  const fields = useFormFields(fieldRules);
  const [lockedUntil, setLockedUntil] = useState<number | null>(info.lockedUntil);
  useEffect(() => setLockedUntil(info.lockedUntil), [info.lockedUntil]);
  const locked = useLockActive(lockedUntil, onStale);

  // The draft comes back before the first paint; from then on every change of amount or card is kept.
  const restored = useRef(false);
  useLayoutEffect(() => {
    const draft = readWithdrawDraft(user);
    if (draft.amount) fields.change('amount', draft.amount);
    if (draft.cardId) fields.change('cardId', draft.cardId);
    restored.current = true;
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { amount, cardId } = fields.values;
  useEffect(() => {
    if (restored.current) writeWithdrawDraft(user, { amount, cardId });
  }, [user, amount, cardId]);

  // A chosen card that is gone (unbound elsewhere) or none chosen yet: the first card.
  const cardList = cards?.cards;
  useEffect(() => {
    if (!cardList || cardList.length === 0) return;
    if (!cardList.some((card) => card.id === cardId)) fields.change('cardId', cardList[0]!.id);
    // `fields` is a new object each render; only the list and the choice matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardList, cardId]);

  const focus = (name: Field) => {
    const element = formRef.current?.querySelector<HTMLInputElement>(
      `[name="${name}"], fieldset[data-field="${name}"] input`,
    );
    element?.focus();
  };

  // What the platform refused is said where it belongs; a refused password is emptied, nothing else is.
  const handled = useRef<unknown>(null);
  const { state } = submission;
  useEffect(() => {
    if (state.phase !== 'failed' || handled.current === state.error) return;
    handled.current = state.error;
    const error = state.error;
    const refusal = passwordRefusal(error);
    const reason = (error.value as { reason?: unknown } | undefined)?.reason;
    if (refusal) {
      fields.clear('paymentPassword');
      if (refusal.kind === 'wrong') {
        fields.setError('paymentPassword', wrongPasswordFailure(refusal));
        focus('paymentPassword');
      } else {
        setLockedUntil(refusal.until);
        onStale();
      }
    } else if (error.code === 'withdraw.amount' && typeof reason === 'string' && AMOUNT_REASONS.has(reason)) {
      fields.setError('amount', { key: `cashier-withdraw:errors.amount.${reason}` });
      focus('amount');
      onStale();
    } else if (error.code === 'withdraw.daily') {
      fields.setError('amount', {
        key: reason === 'count' ? 'cashier-withdraw:errors.daily.count' : 'cashier-withdraw:errors.daily.amount',
      });
      focus('amount');
      onStale();
    } else if (error.code === 'withdraw.not.allowed') {
      onNotAllowed();
    } else if (error.code === 'payment.password.missing' || error.code === 'request.invalid') {
      onStale();
    }
    // `fields` and the callbacks change every render; the refusal is handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';
  const countReached = room.count === 0;
  const largest = largestWithdrawal(info);
  const tooLittle = largest < info.min;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked || !ready || countReached) return;
    const invalid = fields.validateAll(['amount', 'cardId', 'paymentPassword']);
    if (invalid) {
      focus(invalid);
      return;
    }
    const cents = parseAmount(fields.values.amount)!;
    const request: WithdrawalRequest = {
      amount: centsToDecimal(cents),
      cardId: fields.values.cardId,
      paymentPassword: fields.values.paymentPassword,
    };
    lastRequestRef.current = request;
    void submission.submit(request);
  };

  const typed = parseAmount(amount);
  const failure = state.phase === 'failed' ? toApiError(state.error) : null;
  const saidElsewhere =
    failure !== null &&
    (passwordRefusal(failure) !== null ||
      ['withdraw.amount', 'withdraw.daily', 'withdraw.not.allowed', 'payment.password.missing'].includes(failure.code));

  return (
    <section className="csh-wd-panel" aria-labelledby="csh-wd-form">
      <h2 className="csh-wd-panel__title" id="csh-wd-form">
        {t('form.heading')}
      </h2>
      <form ref={formRef} className="csh-wd-form" onSubmit={onSubmit} noValidate>
        <fieldset className="csh-wd-fieldset" disabled={busy}>
          <AmountField
            fields={fields}
            placeholder={t('form.amountPlaceholder', { min: formatCents(info.min) })}
            onAll={() => fields.change('amount', centsToDecimal(largest))}
            allDisabled={tooLittle}
          />
          {typed !== null && typed > 0 ? (
            <p className="csh-wd-note" aria-live="polite" data-testid="withdraw-fee-line">
              {t('form.feeLine', {
                fee: formatCents(withdrawalFee(typed, info.feePercent)),
                receive: formatCents(amountReceived(typed, info.feePercent)),
              })}
            </p>
          ) : null}
          {countReached ? (
            <p className="csh-wd-alert" role="alert">
              {t('errors.daily.countReached', { limit: info.dailyCount.limit })}
            </p>
          ) : tooLittle ? (
            <p className="csh-wd-note" data-testid="withdraw-too-little">
              {t('errors.belowMin', { min: formatCents(info.min) })}
            </p>
          ) : null}

          {!ready ? (
            <div className="csh-wd-next">
              <p className="csh-wd-note">{!hasCard ? t('form.noCard') : t('form.noPassword')}</p>
              <Link
                className="mc-btn mc-btn--primary mc-btn--block csh-wd-action"
                to={!hasCard ? BIND_CARD_STEP : SET_PASSWORD_STEP}
              >
                {!hasCard ? t('setup.bindCard') : t('setup.setPassword')}
              </Link>
            </div>
          ) : (
            <>
              {cards ? (
                <div data-field="cardId">
                  <CardChoice
                    cards={cards.cards}
                    max={cards.max}
                    value={cardId}
                    onChange={(id) => fields.change('cardId', id)}
                    error={fields.errors.cardId}
                  />
                </div>
              ) : (
                cardsFallback
              )}
              <PaymentPasswordField
                {...fields.inputProps('paymentPassword')}
                label={t('cashier-security:payment.label')}
                placeholder={t('cashier-security:payment.placeholder')}
                disabled={locked}
              />
              <p className="csh-wd-forgot">
                <Link className="csh-wd-link" to={RESET_LINK}>
                  {t('form.forgot')}
                </Link>
              </p>
              {locked && lockedUntil !== null ? <PaymentLockNotice until={lockedUntil} resetLink={RESET_LINK} /> : null}
              {failure && !saidElsewhere ? (
                <p className="csh-wd-alert" role="alert">
                  {t(`kernel:${failure.messageKey}`)}
                </p>
              ) : null}
              <button
                type="submit"
                className="mc-btn mc-btn--primary mc-btn--block csh-wd-action"
                disabled={busy || locked || countReached || !cards}
                aria-busy={state.phase === 'sending'}
              >
                {t('form.submit')}
              </button>
            </>
          )}
        </fieldset>
      </form>
    </section>
  );
}
