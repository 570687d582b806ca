import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Dialog, check, toApiError, type RuleFailure } from '@mc/shared-kernel';
import type { BankCard } from '../../../entities/bank-card';
import {
  passwordRefusal,
  PaymentLockNotice,
  PaymentPasswordField,
  paymentPasswordRules,
  useLockActive,
  wrongPasswordFailure,
} from '../../../entities/payment-password';
import { unbindCard } from '../api/unbind-card';

/**
 * Unbinding asks for the payment password in a dialog. A wrong one says how many tries are left and empties
 * only the password; a lock says until when and offers the reset.
 */
export function UnbindDialog({
  card,
  hasPassword,
  lockedUntil,
  resetLink,
  setLink,
  onClose,
  onUnbound,
  onLocked,
}: {
  card: BankCard | null;
  /** Without a payment password nothing can be unbound: the dialog says so and links to setting one. */
  hasPassword: boolean;
  lockedUntil: number | null;
  resetLink: string;
  setLink: string;
  onClose(): void;
  onUnbound(): void;
  onLocked(until: number): void;
}) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<RuleFailure | null>(null);
  const locked = useLockActive(lockedUntil);
  const unbind = useMutation({
    mutationFn: (input: { id: string; password: string }) => unbindCard(input.id, input.password),
  });

  const close = () => {
    setPassword('');
    setError(null);
    unbind.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!card || unbind.isPending || locked) return;
    const failure = check(password, paymentPasswordRules);
    setError(failure);
    if (failure) return;
    unbind.mutate(
      { id: card.id, password },
      {
        onSuccess: () => {
          setPassword('');
          onUnbound();
        },
        onError: (caught) => {
          setPassword('');
          const refusal = passwordRefusal(caught);
          if (refusal?.kind === 'wrong') setError(wrongPasswordFailure(refusal));
          else if (refusal?.kind === 'locked') onLocked(refusal.until);
        },
      },
    );
  };

  const failure = unbind.isError ? toApiError(unbind.error) : null;
  const other = failure !== null && passwordRefusal(failure) === null ? failure : null;
  const needsPassword = !hasPassword || other?.code === 'payment.password.missing';

  return (
    <Dialog
      open={card !== null}
      title={card ? t('cards.unbindTitle', { bank: card.bankName, number: card.accountNo }) : undefined}
      onClose={close}
    >
      {needsPassword ? (
        <div className="csh-bank-unbind">
          <p className="csh-bank-note">{t('cards.noPassword')}</p>
          <Link className="mc-btn mc-btn--primary mc-btn--block csh-bank-action" to={setLink}>
            {t('cards.setPassword')}
          </Link>
        </div>
      ) : (
        <form className="csh-bank-unbind" onSubmit={onSubmit} noValidate>
          <p className="csh-bank-note">{t('cards.unbindHint')}</p>
          <PaymentPasswordField
            name="paymentPassword"
            label={t('payment.label')}
            placeholder={t('payment.placeholder')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              if (error) setError(check(value, paymentPasswordRules));
            }}
            onBlur={() => setError(check(password, paymentPasswordRules))}
            error={error}
            requiredMark
            disabled={locked}
            autoFocus
          />
          {locked && lockedUntil !== null ? <PaymentLockNotice until={lockedUntil} resetLink={resetLink} /> : null}
          {other ? (
            <p className="csh-bank-alert" role="alert">
              {t(`kernel:${other.messageKey}`)}
            </p>
          ) : null}
          <button
            type="submit"
            className="mc-btn mc-btn--primary mc-btn--block"
            disabled={locked || unbind.isPending}
            aria-busy={unbind.isPending}
          >
            {t('cards.unbindConfirm')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
