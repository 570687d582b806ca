import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useFormFields, type FormOptions, type RuleFailure } from '@mc/shared-kernel';
import { MoneyStatus } from '@mc/shared-kernel/money';
import { ImagePicker, IMAGE_LIMITS } from '@mc/shared-kernel/upload';
import type { Order } from '../api/deposit-api';
import { errorText, failureValue } from '../api/errors';
import { useSendProof } from '../hooks/use-deposit-submission';
import { useSessionDraft } from '../hooks/use-session-draft';
import { PROOF_LIMITS, proofNeeds } from '../rules/deposit-rules';
import { depositorNameRules, referenceRules, txHashRules } from '../rules/proof-rules';

type Field = 'depositorName' | 'reference' | 'txHash';
/** The depositor's name typed in Zawgyi is shown and sent in Unicode, as the bank keeps it. (The reference is Latin.) */
const BURMESE: FormOptions<Field> = { burmese: ['depositorName'] };

const RECEIPT_REQUIRED: RuleFailure = { key: 'cashier-deposit:proof.errors.receiptRequired' };

/** `upload.invalid` from the platform, in the picker's own words. */
function receiptFailure(reason: unknown): RuleFailure {
  if (reason === 'size') return { key: 'kernel-upload:size', params: { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 } };
  if (reason === 'type') return { key: 'kernel-upload:type' };
  return RECEIPT_REQUIRED;
}

/**
 * "I have paid": the depositor's name, an optional reference, the receipt (bank and e-wallet) or the
 * transaction hash (USDT), sent as multipart exactly once (kind `deposit-proof`). The platform's answer
 * is the order now (PENDING), which the order screen then shows.
 */
export function ProofForm({ order, onStateChanged }: { order: Order; onStateChanged(): void }) {
  const { t } = useTranslation(['cashier-deposit', 'kernel']);
  const id = useId();
  const needs = proofNeeds(order.kind);
  const fieldRules = useMemo(
    () => ({
      depositorName: depositorNameRules(needs.name),
      reference: referenceRules,
      txHash: needs.txHash ? txHashRules(true) : [],
    }),
    [needs.name, needs.txHash],
  );
  const form = useFormFields<Field>(fieldRules, undefined, BURMESE);
  const [receipt, setReceipt] = useState<File[]>([]);
  const [receiptError, setReceiptError] = useState<RuleFailure | null>(null);
  // The names typed survive a trip away (to the banking app and back); the receipt cannot be kept.
  const { change } = form;
  const { clear: clearDraft } = useSessionDraft(`proof:${order.orderNo}`, form.values, (saved) => {
    for (const field of ['depositorName', 'reference', 'txHash'] as const)
      if (saved[field]) change(field, saved[field]);
  });
  const submission = useSendProof(clearDraft);
  const { state } = submission;
  const locked =
    state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown' || state.phase === 'done';
  const formRef = useRef<HTMLFormElement>(null);

  // The platform's refusals go under their fields; an order that moved on is read again.
  const { setError } = form;
  useEffect(() => {
    if (state.phase !== 'failed') return;
    const { code } = state.error;
    const value = failureValue(state.error);
    if (code === 'upload.invalid') setReceiptError(receiptFailure(value.reason));
    if (code === 'format.depositorName') setError('depositorName', { key: 'cashier-deposit:proof.errors.nameChars' });
    if (code === 'format.reference') setError('reference', { key: 'cashier-deposit:proof.errors.referenceChars' });
    if (code === 'format.txHash') setError('txHash', { key: 'cashier-deposit:proof.errors.txHash' });
    if (code === 'deposit.state') onStateChanged();
  }, [state, setError, onStateChanged]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    form.checkAll((bad, values) => {
      const missingReceipt = needs.receipt && receipt.length === 0;
      setReceiptError(missingReceipt ? RECEIPT_REQUIRED : null);
      if (bad || missingReceipt) {
        const target = bad
          ? formRef.current?.querySelector<HTMLInputElement>(`input[name="${bad}"]`)
          : formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
        target?.focus();
        return;
      }
      void submission.submit({
        orderNo: order.orderNo,
        depositorName: values.depositorName.trim(),
        reference: values.reference.trim(),
        txHash: needs.txHash ? values.txHash.trim() : '',
        receipt: receipt[0] ?? null,
      });
    });
  };

  const fieldErrorCodes = ['upload.invalid', 'format.depositorName', 'format.reference', 'format.txHash'];
  const general =
    state.phase === 'failed' && !fieldErrorCodes.includes(state.error.code) ? errorText(t, state.error) : null;
  const name = form.inputProps('depositorName');
  const reference = form.inputProps('reference');
  const txHash = form.inputProps('txHash');

  return (
    <form ref={formRef} className="csh-dep-proof" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 className="csh-dep-proof__title" id={`${id}-title`}>
        {t('proof.title')}
      </h2>
      <p className="csh-dep-proof__lead">{t(needs.txHash ? 'proof.leadUsdt' : 'proof.lead')}</p>
      <fieldset className="csh-dep-form__fields" disabled={locked}>
        <TextField
          label={t('proof.name')}
          {...name}
          requiredMark={needs.name}
          autoComplete="name"
          maxLength={PROOF_LIMITS.nameMax * 2}
        />
        {needs.txHash ? (
          <TextField
            label={t('proof.txHash')}
            {...txHash}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            maxLength={80}
          />
        ) : null}
        <TextField
          label={t('proof.reference')}
          {...reference}
          requiredMark={false}
          autoComplete="off"
          maxLength={PROOF_LIMITS.referenceMax * 2}
        />
        <ImagePicker
          label={t(needs.receipt ? 'proof.receipt' : 'proof.receiptOptional')}
          max={1}
          files={receipt}
          onChange={(files) => {
            setReceipt(files);
            setReceiptError(null);
          }}
          error={receiptError}
          requiredMark={needs.receipt}
        />
      </fieldset>
      {general ? (
        <p className="csh-dep-alert" role="alert">
          {general}
        </p>
      ) : null}
      <MoneyStatus submission={submission} onTryAgain={submission.resend} />
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={locked}>
        {t('proof.submit')}
      </button>
    </form>
  );
}
