import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCents, formatMoney, TextField, useFormFields, type Cents, type RuleFailure } from '@mc/shared-kernel';
import { centsToDecimal, MoneyStatus, parseAmount, useAmountRules } from '@mc/shared-kernel/money';
import type { Channel, CreateOrderBody, Promotion } from '../api/deposit-api';
import { errorText, failureValue } from '../api/errors';
import type { Resendable } from '../hooks/use-deposit-submission';
import { useSessionDraft } from '../hooks/use-session-draft';
import { channelLimits, meetsPromotion, quickAmounts, quote, RESULT_PATH, typedAmount } from '../rules/deposit-rules';
import { percentText } from './channel-facts';

interface DepositFormProps {
  channel: Channel;
  promotions: UseQueryResult<Promotion[]>;
  submission: Resendable<CreateOrderBody>;
}

/** Quick amounts read as people say them: "10,000" (no ".00" on whole kyat). */
const chipText = (cents: Cents) => formatCents(cents).replace(/\.00$/, '');

/** The platform refused the amount (`deposit.amount`): the same words the form would have used. */
function serverAmountFailure(reason: unknown, channel: Channel): RuleFailure {
  switch (reason) {
    case 'min':
      return { key: 'kernel-money:amount.min', params: { min: formatMoney(channel.min) } };
    case 'max':
      return { key: 'kernel-money:amount.max', params: { max: formatMoney(channel.max) } };
    case 'decimals':
      return { key: channel.integerOnly ? 'kernel-money:amount.whole' : 'kernel-money:amount.decimals' };
    default:
      return { key: 'cashier-deposit:errors.deposit.amount' };
  }
}

/**
 * The one deposit form of both layouts: the amount (quick amounts, the channel's limits), the receiving
 * bank for a bank transfer, an optional promotion with its bonus and turnover, what is paid and what is
 * credited; submitting creates the order exactly once.
 */
export function DepositForm({ channel, promotions, submission }: DepositFormProps) {
  const { t } = useTranslation(['cashier-deposit', 'kernel']);
  const id = useId();
  const amountRules = useAmountRules(channelLimits(channel));
  const fieldRules = useMemo(() => ({ amount: amountRules }), [amountRules]);
  const form = useFormFields(fieldRules);
  const [bankId, setBankId] = useState(channel.banks?.[0]?.id ?? '');
  const [promoId, setPromoId] = useState('');
  /** The minimum the platform gave when it refused the promotion (`deposit.promo`). */
  const [promoRefused, setPromoRefused] = useState(false);
  const amountBox = useRef<HTMLDivElement>(null);
  const promoBox = useRef<HTMLFieldSetElement>(null);

  // What was typed survives being sent away and back (one draft for the screen: the amount carries over
  // from channel to channel anyway); it goes once the order exists.
  const { change } = form;
  const draft = useSessionDraft('create', { amount: form.values.amount, bankId, promoId }, (saved) => {
    if (saved.amount) change('amount', saved.amount);
    if (saved.bankId && channel.banks?.some((b) => b.id === saved.bankId)) setBankId(saved.bankId);
    if (saved.promoId) setPromoId(saved.promoId);
  });

  const { state } = submission;
  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (state.phase === 'done') clearDraft();
  }, [state.phase, clearDraft]);
  const locked =
    state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown' || state.phase === 'done';
  const promo = promotions.data?.find((p) => p.id === promoId) ?? null;
  const cents = parseAmount(form.values.amount);
  const amountOk = cents !== null && form.passes(['amount']);
  const figures = amountOk ? quote(channel, cents, promo) : null;
  const chips = useMemo(() => quickAmounts(channel), [channel]);

  // Another channel: its own receiving banks; an amount already checked is checked against its limits.
  const shownChannel = useRef(channel.id);
  const { blur } = form;
  const checked = form.errors.amount !== undefined;
  useEffect(() => {
    if (shownChannel.current === channel.id) return;
    shownChannel.current = channel.id;
    setBankId(channel.banks?.[0]?.id ?? '');
    if (checked) blur('amount');
  }, [channel.id, channel.banks, blur, checked]);

  // A refusal from the platform goes under the field it is about.
  const { setError } = form;
  useEffect(() => {
    if (state.phase !== 'failed') return;
    if (state.error.code === 'deposit.amount')
      setError('amount', serverAmountFailure(failureValue(state.error).reason, channel));
    if (state.error.code === 'deposit.promo') setPromoRefused(true);
  }, [state, setError, channel]);

  const focusIn = (box: HTMLElement | null) => box?.querySelector<HTMLInputElement>('input')?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    if (form.validateAll()) return focusIn(amountBox.current);
    const amount = parseAmount(form.values.amount)!;
    if (promo && !meetsPromotion(amount, promo)) return focusIn(promoBox.current);
    void submission.submit({
      channelId: channel.id,
      amount: centsToDecimal(amount),
      ...(promo ? { promoId: promo.id } : {}),
      ...(channel.kind === 'BANK' && bankId ? { bankId } : {}),
      ...(channel.kind === 'GATEWAY' ? { returnUrl: RESULT_PATH } : {}),
    });
  };

  const generalFailure =
    state.phase === 'failed' && state.error.code !== 'deposit.amount' && state.error.code !== 'deposit.promo'
      ? errorText(t, state.error)
      : null;
  const promoShort = promo !== null && cents !== null && !meetsPromotion(cents, promo);

  return (
    <form className="csh-dep-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="csh-dep-form__title" id={`${id}-title`}>
        {t('form.title', { channel: channel.name })}
      </h2>
      <fieldset className="csh-dep-form__fields" disabled={locked}>
        {channel.kind === 'BANK' && (channel.banks?.length ?? 0) > 1 ? (
          <fieldset className="csh-dep-choice">
            <legend className="csh-dep-choice__legend">{t('form.bank')}</legend>
            <div className="csh-dep-choice__options">
              {channel.banks!.map((bank) => (
                <label
                  key={bank.id}
                  className={`csh-dep-choice__option${bankId === bank.id ? ' csh-dep-choice__option--on' : ''}`}
                >
                  <input
                    type="radio"
                    name={`${id}-bank`}
                    value={bank.id}
                    checked={bankId === bank.id}
                    onChange={() => setBankId(bank.id)}
                  />
                  <span>{bank.bankName}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        <div ref={amountBox}>
          <TextField
            label={t('form.amount')}
            {...form.inputProps('amount')}
            inputMode={channel.integerOnly ? 'numeric' : 'decimal'}
            autoComplete="off"
            placeholder={t('form.amountPlaceholder', { min: formatMoney(channel.min), max: formatMoney(channel.max) })}
          />
        </div>
        {chips.length > 0 ? (
          <div className="csh-dep-chips" role="group" aria-label={t('form.quick')}>
            {chips.map((chip) => (
              <button
                key={chip.toString()}
                type="button"
                className="csh-dep-chip"
                aria-pressed={cents === chip}
                onClick={() => form.change('amount', typedAmount(chip))}
              >
                {chipText(chip)}
              </button>
            ))}
          </div>
        ) : null}

        <PromotionChoice
          promotions={promotions}
          selected={promoId}
          onSelect={(next) => {
            setPromoId(next);
            setPromoRefused(false);
          }}
          box={promoBox}
          name={`${id}-promo`}
        />
        {promo ? (
          <div className="csh-dep-promo-note" data-testid="promo-figures">
            {promoShort || promoRefused ? (
              <p className="csh-dep-promo-note__error" role="alert">
                {t('promo.short', { min: formatMoney(promo.minDeposit) })}
              </p>
            ) : figures ? (
              <p>
                {t('promo.figures', { bonus: formatCents(figures.bonus), turnover: formatCents(figures.turnover) })}
              </p>
            ) : (
              <p>{t('promo.enterAmount')}</p>
            )}
          </div>
        ) : null}
      </fieldset>

      <dl className="csh-dep-summary" aria-label={t('form.summary')} data-testid="deposit-summary">
        <div>
          <dt>
            {/^0+(\.0*)?$/.test(channel.feePercent)
              ? t('form.fee')
              : t('form.feePercent', { percent: percentText(channel.feePercent) })}
          </dt>
          <dd data-testid="summary-fee">{figures ? formatCents(figures.fee) : '—'}</dd>
        </div>
        <div>
          <dt>{t('form.pay')}</dt>
          <dd data-testid="summary-pay">{figures ? formatCents(figures.pay) : '—'}</dd>
        </div>
        {channel.kind === 'USDT' && channel.rate ? (
          <div>
            <dt>{t('form.payUsdt', { rate: formatMoney(channel.rate) })}</dt>
            <dd data-testid="summary-usdt">
              {figures?.payUsdt != null ? `${formatCents(figures.payUsdt)} USDT` : '—'}
            </dd>
          </div>
        ) : null}
        {promo && figures && !figures.promoShort ? (
          <div>
            <dt>{t('form.bonus')}</dt>
            <dd data-testid="summary-bonus">{formatCents(figures.bonus)}</dd>
          </div>
        ) : null}
        <div className="csh-dep-summary__total">
          <dt>{t('form.credited')}</dt>
          <dd data-testid="summary-credited">{figures ? formatCents(figures.credited) : '—'}</dd>
        </div>
      </dl>

      {generalFailure ? (
        <p className="csh-dep-alert" role="alert">
          {generalFailure}
        </p>
      ) : null}
      <MoneyStatus submission={submission} onTryAgain={submission.resend} />
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block csh-dep-form__submit" disabled={locked}>
        {channel.kind === 'GATEWAY' ? t('form.submitGateway') : t('form.submit')}
      </button>
      <p className="csh-dep-form__hint">{t(`form.after.${channel.kind}`, { minutes: channel.expiresMinutes ?? 15 })}</p>
    </form>
  );
}

function PromotionChoice({
  promotions,
  selected,
  onSelect,
  box,
  name,
}: {
  promotions: UseQueryResult<Promotion[]>;
  selected: string;
  onSelect(id: string): void;
  box: RefObject<HTMLFieldSetElement | null>;
  name: string;
}) {
  const { t } = useTranslation('cashier-deposit');
  if (promotions.isPending) return null;
  if (promotions.isError) {
    return (
      <p className="csh-dep-promo-failed" role="status">
        {t('promo.failed')}{' '}
        <button type="button" className="mc-btn mc-btn--link" onClick={() => void promotions.refetch()}>
          {t('kernel:actions.retry')}
        </button>
      </p>
    );
  }
  if (promotions.data.length === 0) return null;
  const option = (id: string, label: string, detail?: string) => (
    <label
      key={id || 'none'}
      className={`csh-dep-choice__option csh-dep-choice__option--wide${selected === id ? ' csh-dep-choice__option--on' : ''}`}
    >
      <input type="radio" name={name} value={id} checked={selected === id} onChange={() => onSelect(id)} />
      <span className="csh-dep-choice__text">
        <span>{label}</span>
        {detail ? <span className="csh-dep-choice__detail">{detail}</span> : null}
      </span>
    </label>
  );
  return (
    <fieldset className="csh-dep-choice" ref={box}>
      <legend className="csh-dep-choice__legend">{t('promo.legend')}</legend>
      <div className="csh-dep-choice__options csh-dep-choice__options--column">
        {option('', t('promo.none'))}
        {promotions.data.map((p) =>
          option(
            p.id,
            p.title,
            t('promo.terms', {
              percent: percentText(p.bonusPercent),
              max: formatMoney(p.maxBonus),
              min: formatMoney(p.minDeposit),
              multiple: p.turnoverMultiple,
            }),
          ),
        )}
      </div>
    </fieldset>
  );
}
