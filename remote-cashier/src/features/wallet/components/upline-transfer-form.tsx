import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatCents,
  formatDateTime,
  formatMoney,
  TextField,
  toApiError,
  useFormFields,
  type Cents,
  type RuleFailure,
} from '@mc/shared-kernel';
import { centsToDecimal, MoneyStatus, parseAmount, useAmountRules, useMoneySubmission } from '@mc/shared-kernel/money';
import {
  PaymentPasswordField,
  paymentPasswordRulesSaying,
  readPasswordRefusal,
} from '../../../entities/payment-password';
import { useWithdrawInfo, type WithdrawInfo } from '../../../entities/withdraw-info';
import { postUplineTransfer, UplineResult } from '../api/post-upline-transfer';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { readDraft, saveDraft } from '../hooks/wallet-draft';

const PASSWORD_RULES = paymentPasswordRulesSaying({
  required: 'cashier-wallet:errors.passwordRequired',
  sixDigits: 'cashier-wallet:errors.passwordFormat',
});

type Field = 'amount' | 'paymentPassword';

/**
 * What may leave the account: the centre wallet less a bonus its turnover still locks (never below zero).
 * A transfer to the upline is bounded by it (the platform answers wallet.insufficient above it), so the
 * form says so first.
 */
const withdrawableOf = (info: WithdrawInfo): Cents => (info.withdrawable < 0 ? 0 : info.withdrawable);

/** What a refusal of the platform says, and under which field (null: above the button). */
function refusalOf(error: ReturnType<typeof toApiError>): { field: Field | null; failure: RuleFailure } {
  // A refused password is said under its field in this screen's words, with the count or the time when the
  // platform sent them.
  const password = readPasswordRefusal(error);
  if (password?.kind === 'wrong')
    return password.attemptsLeft !== null
      ? {
          field: 'paymentPassword',
          failure: { key: 'cashier-wallet:errors.passwordWrong', params: { count: password.attemptsLeft } },
        }
      : { field: 'paymentPassword', failure: { key: 'cashier-wallet:errors.passwordWrongPlain' } };
  if (password?.kind === 'locked')
    return password.lockedUntil !== null
      ? {
          field: 'paymentPassword',
          failure: {
            key: 'cashier-wallet:errors.passwordLocked',
            params: { time: formatDateTime(password.lockedUntil) },
          },
        }
      : { field: 'paymentPassword', failure: { key: 'cashier-wallet:errors.passwordLockedPlain' } };
  switch (error.code) {
    case 'wallet.insufficient':
      return { field: 'amount', failure: { key: 'cashier-wallet:errors.uplineInsufficient' } };
    case 'request.invalid':
      return { field: 'amount', failure: { key: 'cashier-wallet:errors.amountRefused' } };
    case 'feature.disabled':
      return { field: null, failure: { key: 'cashier-wallet:errors.uplineClosed' } };
    default:
      return { field: null, failure: { key: `kernel:${error.messageKey}` } };
  }
}

/**
 * Amount and payment password, sent once per submission. The password lives in this form's state only:
 * never in the draft, the URL or a log, and it is emptied after every answer.
 */
export function UplineTransferForm({ centre }: { centre: Cents | undefined }) {
  const { t } = useTranslation('cashier-wallet');
  const formRef = useRef<HTMLFormElement>(null);
  const restored = useRef(false);
  const withdrawable = useWithdrawInfo({ select: withdrawableOf });
  // Until what may leave is known, the centre balance bounds the amount; the platform checks the rest.
  const available = withdrawable.data ?? centre;
  const amountRules = useAmountRules({ available });
  const fieldRules = useMemo(() => ({ amount: amountRules, paymentPassword: PASSWORD_RULES }), [amountRules]);
  const fields = useFormFields<Field>(fieldRules);
  const { change, clear } = fields;
  const [sent, setSent] = useState<string | null>(null);
  const moved = useMoneyMoved();
  const submission = useMoneySubmission({
    kind: 'upline-transfer',
    send: postUplineTransfer,
    schema: UplineResult,
    onDone: (result) => {
      moved.sentToUpline(result);
      clear('amount');
      saveDraft({ uplineAmount: '' });
    },
  });
  const { state } = submission;
  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const { uplineAmount } = readDraft();
    if (uplineAmount) change('amount', uplineAmount);
  }, [change]);

  // Every definite answer empties the password: a wrong one is typed again, a right one is not kept around.
  const settled = state.phase === 'done' || state.phase === 'failed';
  useEffect(() => {
    if (settled) clear('paymentPassword');
  }, [settled, clear]);

  const refusal = state.phase === 'failed' ? refusalOf(toApiError(state.error)) : null;
  const fieldError = (name: Field) => fields.errors[name] ?? (refusal?.field === name ? refusal.failure : null);
  const missingPassword = state.phase === 'failed' && toApiError(state.error).code === 'payment.password.missing';

  const edit = (name: Field, value: string) => {
    change(name, value);
    if (name === 'amount') saveDraft({ uplineAmount: value });
    submission.reset();
  };

  const send = () => {
    if (busy) return;
    const invalid = fields.validateAll();
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    const amount = centsToDecimal(parseAmount(fields.values.amount)!);
    setSent(amount);
    void submission.submit({ amount, paymentPassword: fields.values.paymentPassword });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form ref={formRef} className="csh-wallet__form" onSubmit={onSubmit} noValidate aria-label={t('upline.title')}>
      <TextField
        {...fields.inputProps('amount')}
        error={fieldError('amount')}
        onChange={(value) => edit('amount', value)}
        label={t('upline.amount')}
        placeholder="0.00"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
      />
      <p className="csh-wallet__hint" data-testid="upline-available">
        {withdrawable.isError ? (
          <>
            {t('upline.availableFailed')}{' '}
            <button
              type="button"
              className="mc-btn csh-wallet__inline-retry"
              onClick={() => void withdrawable.refetch()}
            >
              {t('kernel:actions.retry')}
            </button>
          </>
        ) : available !== undefined ? (
          t('upline.available', { amount: formatCents(available) })
        ) : null}
      </p>
      <PaymentPasswordField
        {...fields.inputProps('paymentPassword')}
        error={fieldError('paymentPassword')}
        onChange={(value) => edit('paymentPassword', value)}
        label={t('upline.password')}
      />
      {missingPassword ? (
        <p className="csh-wallet__alert" role="alert">
          {t('errors.passwordMissing')} <Link to="/m/paymentPassword">{t('errors.setPassword')}</Link>
        </p>
      ) : refusal && refusal.field === null ? (
        <p className="csh-wallet__alert" role="alert">
          {t(refusal.failure.key)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={busy}
        aria-busy={state.phase === 'sending'}
      >
        {t('upline.submit')}
      </button>
      <MoneyStatus submission={submission} onTryAgain={send} />
      {state.phase === 'done' ? (
        <p className="csh-wallet__done" role="status">
          {sent ? t('upline.done', { amount: formatMoney(sent) }) : t('upline.doneEarlier')}
        </p>
      ) : null}
    </form>
  );
}
