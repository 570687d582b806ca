import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TextField, toApiError, useFormFields, type FormOptions } from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import {
  bankCardKeys,
  BankCardSchema,
  bindCard,
  type BankCard,
  type BankCards,
  type BindCardRequest,
} from '../../../entities/bank-card';
import { withdrawInfoKeys } from '../../../entities/withdraw-info';
import { dropCachedBanks, withdrawBankKeys, type WithdrawBank } from '../api/withdraw-banks';
import { clearBindDraft, readBindDraft, writeBindDraft } from '../bind-card-draft';
import { bindCardRules, normaliseAccountNo, normalisePayeeName, type BindField } from '../bind-card-rules';
import { BankSelect } from './bank-select';

const ACCOUNT_REASONS: Record<string, string> = {
  required: 'cashier-security:bind.errors.accountRequired',
  pattern: 'cashier-security:bind.errors.accountDigits',
};
/** A payee name typed in Zawgyi is shown and bound in Unicode, as the bank keeps it. */
const BURMESE: FormOptions<BindField> = { burmese: ['payeeName'] };
const PAYEE_REASONS: Record<string, string> = {
  required: 'cashier-security:bind.errors.payeeRequired',
  length: 'cashier-security:bind.errors.payeeLength',
  pattern: 'cashier-security:bind.errors.payeeChars',
};

/**
 * Bank, account number (its digit count checked per bank) and, for the first card, the payee name, which
 * is then the account's for good. Binding goes through the money submission: a double tap or a lost
 * answer never binds twice.
 */
export function BindCardForm({
  banks,
  cards,
  user,
  token,
  onBound,
}: {
  banks: readonly WithdrawBank[];
  cards: BankCards;
  user: string;
  token: string | null;
  onBound(card: BankCard): void;
}) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const boundPayee = cards.payeeName;
  const fieldRules = useMemo(() => bindCardRules(banks, boundPayee !== null), [banks, boundPayee]);
  const fields = useFormFields(fieldRules, undefined, BURMESE);
  const lastRequest = useRef<BindCardRequest | null>(null);
  // Once bound the draft stays cleared: the card list read again (now with the payee name) while the page
  // is still here must not write it back.
  const bound = useRef(false);

  const submission = useMoneySubmission<BindCardRequest, BankCard>({
    kind: 'bind-card',
    send: bindCard,
    schema: BankCardSchema,
    onDone: (card) => {
      lastRequest.current = null;
      bound.current = true;
      clearBindDraft();
      void client.invalidateQueries({ queryKey: bankCardKeys.all });
      void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
      onBound(card);
    },
  });

  const restored = useRef(false);
  useLayoutEffect(() => {
    const draft = readBindDraft(user);
    if (draft.bankCode) fields.change('bankCode', draft.bankCode);
    if (draft.payeeName) fields.change('payeeName', draft.payeeName);
    restored.current = true;
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { bankCode, payeeName } = fields.values;
  useEffect(() => {
    if (restored.current && !bound.current)
      writeBindDraft(user, { bankCode, payeeName: boundPayee === null ? payeeName : '' });
  }, [user, bankCode, payeeName, boundPayee]);

  const focus = (name: BindField) => (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  const handled = useRef<unknown>(null);
  const { state } = submission;
  useEffect(() => {
    if (state.phase !== 'failed' || handled.current === state.error) return;
    handled.current = state.error;
    const { code, value } = state.error;
    const reason = (value as { reason?: unknown } | undefined)?.reason;
    if (code === 'format.accountNo') {
      fields.setError('accountNo', {
        key: ACCOUNT_REASONS[String(reason)] ?? 'cashier-security:bind.errors.accountDigits',
      });
      focus('accountNo');
    } else if (code === 'format.payeeName') {
      fields.setError('payeeName', {
        key: PAYEE_REASONS[String(reason)] ?? 'cashier-security:bind.errors.payeeChars',
        params: { max: 50 },
      });
      focus('payeeName');
    } else if (code === 'card.exists') {
      fields.setError('accountNo', { key: 'cashier-security:bind.errors.exists' });
      focus('accountNo');
    } else if (code === 'payee.bound' || code === 'card.limit') {
      void client.invalidateQueries({ queryKey: bankCardKeys.all });
    } else if (code === 'request.invalid') {
      // Most likely a bank the platform no longer offers: read its list again.
      dropCachedBanks();
      void client.invalidateQueries({ queryKey: withdrawBankKeys.list(token) });
      fields.setError('bankCode', { key: 'cashier-security:bind.errors.bankGone' });
    }
    // `fields` is a new object each render; each refusal is handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    fields.checkAll((invalid, values) => {
      if (invalid) return focus(invalid);
      const request: BindCardRequest = {
        bankCode: values.bankCode,
        accountNo: normaliseAccountNo(values.accountNo),
        ...(boundPayee === null ? { payeeName: normalisePayeeName(values.payeeName) } : {}),
      };
      lastRequest.current = request;
      void submission.submit(request);
    });
  };

  const bank = banks.find((b) => b.code === bankCode);
  const failure = state.phase === 'failed' ? toApiError(state.error) : null;
  const saidElsewhere =
    failure !== null &&
    ['format.accountNo', 'format.payeeName', 'card.exists', 'request.invalid'].includes(failure.code);
  const alertText =
    failure === null || saidElsewhere
      ? null
      : failure.code === 'payee.bound'
        ? t('bind.errors.payeeBound')
        : failure.code === 'card.limit'
          ? t('cards.limit', { max: cards.max })
          : t(`kernel:${failure.messageKey}`);

  return (
    <form ref={formRef} className="csh-bank-form" onSubmit={onSubmit} noValidate>
      <fieldset className="csh-bank-fieldset" disabled={busy}>
        <BankSelect
          banks={banks}
          {...fields.inputProps('bankCode')}
          onChange={(code) => fields.change('bankCode', code)}
        />
        <TextField
          {...fields.inputProps('accountNo')}
          label={t('bind.account')}
          placeholder={bank ? digitsText(t, bank) : t('bind.accountPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
        />
        {boundPayee === null ? (
          <>
            <TextField
              {...fields.inputProps('payeeName')}
              label={t('bind.payee')}
              placeholder={t('bind.payeePlaceholder')}
              autoComplete="name"
              maxLength={80}
            />
            <p className="csh-bank-note">{t('bind.payeeOnce')}</p>
          </>
        ) : (
          <>
            <TextField
              label={t('bind.payeeBound')}
              name="payeeName"
              value={boundPayee}
              onChange={() => undefined}
              readOnly
            />
            <p className="csh-bank-note">{t('bind.payeeBoundHint')}</p>
          </>
        )}
        {alertText ? (
          <p className="csh-bank-alert" role="alert">
            {alertText}
          </p>
        ) : null}
        <button
          type="submit"
          className="mc-btn mc-btn--primary mc-btn--block csh-bank-action"
          disabled={busy}
          aria-busy={state.phase === 'sending'}
        >
          {t('bind.submit')}
        </button>
      </fieldset>
      {/* Outside the fieldset: "Check again" stays usable while the form waits for the outcome. */}
      <MoneyStatus
        submission={submission}
        onTryAgain={() => {
          if (lastRequest.current) void submission.submit(lastRequest.current);
          else focus('accountNo');
        }}
      />
    </form>
  );
}

function digitsText(t: (key: string, options?: Record<string, unknown>) => string, bank: WithdrawBank): string {
  return bank.accountMin === bank.accountMax
    ? t('bind.digits', { count: bank.accountMin })
    : t('bind.digitsRange', { min: bank.accountMin, max: bank.accountMax });
}
