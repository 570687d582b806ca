import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCents,
  formatMoney,
  TextField,
  toApiError,
  useFormFields,
  type Cents,
  type RuleFailure,
} from '@mc/shared-kernel';
import { centsToDecimal, MoneyStatus, parseAmount, useAmountRules, useMoneySubmission } from '@mc/shared-kernel/money';
import type { VendorWallet } from '../api/get-vendor-wallets';
import { postTransfer, TransferResult, type TransferPayload } from '../api/post-transfer';
import { CENTRE } from '../api/wallet-keys';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { readDraft, saveDraft } from '../hooks/wallet-draft';

type Direction = 'in' | 'out';

/** Refusals the platform makes about the amount itself: said under the field, not above the button. */
const AMOUNT_CODES = new Set(['wallet.insufficient', 'request.invalid']);

interface Props {
  vendors: readonly VendorWallet[];
  balanceOf(wallet: string): Cents | undefined;
}

/** Moves money between the centre wallet and one game vendor's wallet, in either direction. */
export function TransferForm({ vendors, balanceOf }: Props) {
  const { t } = useTranslation('cashier-wallet');
  const [draft] = useState(readDraft);
  const formRef = useRef<HTMLFormElement>(null);
  const restored = useRef(false);
  const [direction, setDirection] = useState<Direction>(draft.direction ?? 'in');
  const [chosen, setChosen] = useState(draft.vendor ?? '');
  const vendor = vendors.find((v) => v.vendor === chosen) ?? vendors[0]!;
  const [sent, setSent] = useState<TransferPayload | null>(null);

  const source = direction === 'in' ? CENTRE : vendor.vendor;
  const nameOf = (wallet: string) =>
    wallet === CENTRE ? t('centre.name') : (vendors.find((v) => v.vendor === wallet)?.displayName ?? wallet);
  const available = balanceOf(source);

  const amountRules = useAmountRules({ available });
  const fieldRules = useMemo(() => ({ amount: amountRules }), [amountRules]);
  const fields = useFormFields(fieldRules);
  const { change, blur } = fields;
  const moved = useMoneyMoved();
  const submission = useMoneySubmission({
    kind: 'transfer',
    send: postTransfer,
    schema: TransferResult,
    onDone: (result) => {
      moved.transferred(result);
      fields.clear('amount');
      saveDraft({ amount: '' });
    },
  });
  const { state } = submission;
  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';

  // The typed amount comes back from the draft once, as if typed again.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (draft.amount) change('amount', draft.amount);
  }, [draft, change]);

  // Another source has another balance: a message already shown is checked against the new one.
  const shown = fields.errors.amount !== undefined;
  useEffect(() => {
    if (shown) blur('amount');
  }, [source, available, shown, blur]);

  const refusal = state.phase === 'failed' ? toApiError(state.error) : null;
  // The source held less than this screen showed: read the balances again, so the next try is against what is there.
  const stale = refusal?.code === 'wallet.insufficient';
  useEffect(() => {
    if (stale) moved.refresh();
  }, [stale, moved]);

  const amountRefusal: RuleFailure | null =
    refusal?.code === 'wallet.insufficient'
      ? { key: 'cashier-wallet:errors.insufficient', params: { wallet: nameOf(sent?.from ?? source) } }
      : refusal?.code === 'request.invalid'
        ? { key: 'cashier-wallet:errors.amountRefused' }
        : null;

  const pick = (next: { direction?: Direction; vendor?: string }) => {
    if (next.direction) setDirection(next.direction);
    if (next.vendor) setChosen(next.vendor);
    saveDraft(next);
    submission.reset();
  };

  const typeAmount = (value: string) => {
    change('amount', value);
    saveDraft({ amount: value });
    submission.reset();
  };

  const send = () => {
    if (busy) return;
    if (fields.validateAll()) {
      (formRef.current?.elements.namedItem('amount') as HTMLInputElement | null)?.focus();
      return;
    }
    const amount = centsToDecimal(parseAmount(fields.values.amount)!);
    const payload =
      direction === 'in' ? { from: CENTRE, to: vendor.vendor, amount } : { from: vendor.vendor, to: CENTRE, amount };
    setSent(payload);
    void submission.submit(payload);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form
      ref={formRef}
      className="csh-wallet__form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="csh-wallet-transfer"
    >
      <fieldset className="csh-wallet__directions">
        <legend className="csh-wallet__legend">{t('transfer.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <label
            key={value}
            className={
              direction === value ? 'csh-wallet__direction csh-wallet__direction--on' : 'csh-wallet__direction'
            }
          >
            <input
              type="radio"
              name="direction"
              value={value}
              checked={direction === value}
              onChange={() => pick({ direction: value })}
            />
            {t(value === 'in' ? 'transfer.in' : 'transfer.out')}
          </label>
        ))}
      </fieldset>

      <div className="mc-field">
        <label className="mc-field__label" htmlFor="csh-wallet-vendor">
          {t('transfer.vendor')}
        </label>
        <div className="mc-field__row">
          <select
            id="csh-wallet-vendor"
            className="csh-wallet__select"
            value={vendor.vendor}
            onChange={(e) => pick({ vendor: e.target.value })}
          >
            {vendors.map((v) => {
              const balance = balanceOf(v.vendor);
              return (
                <option key={v.vendor} value={v.vendor}>
                  {balance === undefined ? v.displayName : `${v.displayName} (${formatCents(balance)})`}
                </option>
              );
            })}
          </select>
        </div>
      </div>

      <p className="csh-wallet__route" data-testid="transfer-route">
        {t('transfer.route', { from: nameOf(source), to: nameOf(direction === 'in' ? vendor.vendor : CENTRE) })}
      </p>

      <TextField
        {...fields.inputProps('amount')}
        error={fields.errors.amount ?? amountRefusal}
        onChange={typeAmount}
        label={t('transfer.amount')}
        placeholder="0.00"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        hint={
          <span data-testid="transfer-available">
            {available === undefined
              ? t('transfer.availableUnknown', { wallet: nameOf(source) })
              : t('transfer.available', { wallet: nameOf(source), amount: formatCents(available) })}
          </span>
        }
        trailing={
          <button
            type="button"
            className="mc-btn csh-wallet__all"
            disabled={available === undefined || available === 0}
            aria-label={
              available === undefined ? t('transfer.all') : t('transfer.allLabel', { amount: formatCents(available) })
            }
            onClick={() => available !== undefined && typeAmount(centsToDecimal(available))}
          >
            {t('transfer.all')}
          </button>
        }
      />

      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={busy}
        aria-busy={state.phase === 'sending'}
      >
        {t('transfer.submit')}
      </button>
      <MoneyStatus submission={submission} onTryAgain={send} />
      {state.phase === 'done' ? (
        <p className="csh-wallet__done" role="status">
          {sent
            ? t('transfer.done', { amount: formatMoney(sent.amount), from: nameOf(sent.from), to: nameOf(sent.to) })
            : t('transfer.doneEarlier')}
        </p>
      ) : null}
      {refusal && !AMOUNT_CODES.has(refusal.code) ? (
        <p className="csh-wallet__alert" role="alert">
          {t(`kernel:${refusal.messageKey}`)}
        </p>
      ) : null}
    </form>
  );
}
