import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, formatCents, formatDateTime, TextField, toApiError, type RuleFailure } from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import type { Downline } from '../api/get-downlines';
import { useTransferable } from '../api/get-transferable';
import { DownlineTransferResult, postDownlineTransfer } from '../api/post-downline-transfer';
import { amountText, checkTransfer, transferItems, type AmountMode } from '../transfer-rules';

const PASSWORD = /^\d{6}$/;

/** What a refusal of the platform says, and where (a username's field, the password, or above the button). */
export function transferRefusal(error: ReturnType<typeof toApiError>): {
  at: 'password' | 'total' | 'form';
  failure: RuleFailure;
  link?: boolean;
} {
  const value = (error.value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown; username?: unknown };
  switch (error.code) {
    case 'payment.password.wrong':
      return {
        at: 'password',
        failure:
          typeof value.attemptsLeft === 'number'
            ? { key: 'agent:team.transfer.passwordWrong', params: { count: value.attemptsLeft } }
            : { key: 'agent:team.transfer.passwordWrongPlain' },
      };
    case 'payment.password.locked':
      return {
        at: 'password',
        failure:
          typeof value.lockedUntil === 'number'
            ? { key: 'agent:team.transfer.passwordLocked', params: { time: formatDateTime(value.lockedUntil) } }
            : { key: 'agent:team.transfer.passwordLockedPlain' },
      };
    case 'payment.password.missing':
      return { at: 'form', failure: { key: 'agent:team.transfer.passwordMissing' }, link: true };
    case 'wallet.insufficient':
      return { at: 'total', failure: { key: 'agent:team.transfer.insufficient' } };
    case 'downline.invalid':
      return {
        at: 'form',
        failure: {
          key: 'agent:team.transfer.notDownline',
          params: { username: typeof value.username === 'string' ? value.username : '' },
        },
      };
    case 'request.invalid':
      return { at: 'form', failure: { key: 'agent:team.transfer.refused' } };
    default:
      return { at: 'form', failure: { key: `kernel:${error.messageKey}` } };
  }
}

interface Props {
  open: boolean;
  downlines: readonly Downline[];
  onClose: () => void;
  /** After the money moved (the page clears the choice and reads the list again). */
  onDone: () => void;
}

/**
 * The transfer sheet: an amount per chosen downline or one amount for all, the total against what the
 * agent may move, the payment password; sent once per submission (a lost answer is "unknown" and checked,
 * never "failed"). Stays mounted while the page is, so a pending submission survives closing the sheet.
 */
export function TransferSheet({ open, downlines, onClose, onDone }: Props) {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const location = useLocation();
  const [mode, setMode] = useState<AmountMode>('same');
  const [same, setSame] = useState('');
  const [each, setEach] = useState<Record<string, string>>({});
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const transferable = useTransferable(open);
  const available = transferable.data;
  const usernames = useMemo(() => downlines.map((d) => d.username), [downlines]);
  const draft = { usernames, mode, same, each };
  const checked = checkTransfer(draft, available);
  const passwordProblem: RuleFailure | null =
    password === ''
      ? { key: 'agent:team.transfer.passwordRequired' }
      : PASSWORD.test(password)
        ? null
        : { key: 'agent:team.transfer.passwordFormat' };

  const submission = useMoneySubmission({
    kind: 'downline-transfer',
    send: postDownlineTransfer,
    schema: DownlineTransferResult,
    onDone: () => {
      // Every wallet figure (the header's, the cashier's, this sheet's) and the team's balances read again.
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: ['agent', 'team'] });
      setSame('');
      setEach({});
      setAttempted(false);
      onDone();
    },
  });
  const { state } = submission;
  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';

  // Every definite answer empties the password; it lives only in this state, never in a draft or the URL.
  const settled = state.phase === 'done' || state.phase === 'failed';
  useEffect(() => {
    if (settled) setPassword('');
  }, [settled]);

  const refusal = state.phase === 'failed' ? transferRefusal(toApiError(state.error)) : null;
  const edit = (apply: () => void) => {
    apply();
    submission.reset();
  };

  const send = () => {
    if (busy) return;
    setAttempted(true);
    if (!checked.items || checked.totalProblem || passwordProblem) return;
    void submission.submit({ items: transferItems(checked.items), paymentPassword: password });
  };

  // Stable: the dialog moves the focus to its button whenever its onClose changes.
  const phase = useRef(state.phase);
  useEffect(() => {
    phase.current = state.phase;
  }, [state.phase]);
  const { reset } = submission;
  const close = useCallback(() => {
    if (phase.current === 'done') reset();
    onClose();
  }, [reset, onClose]);

  const shown = (failure: RuleFailure | null | undefined) => (attempted ? (failure ?? null) : null);
  // Over what the agent may move shows at once; "choose someone" only after a try; the platform's word last.
  const overBalance = checked.totalProblem?.key === 'agent:team.transfer.overBalance';
  const totalAlert =
    refusal?.at === 'total'
      ? refusal.failure
      : checked.totalProblem && (attempted || overBalance)
        ? checked.totalProblem
        : null;
  const done = state.phase === 'done' ? state.result : null;

  return (
    <Dialog
      open={open}
      title={t('team.transfer.title')}
      onClose={close}
      closeOnMask={false}
      {...(done
        ? { cancelLabel: t('team.transfer.close') }
        : { onConfirm: send, confirmLabel: t('team.transfer.submit') })}
    >
      {done ? (
        <div className="agt-team-transfer__done" role="status">
          <p>{t('team.transfer.done', { count: done.items.length, total: formatCents(done.total) })}</p>
          <ul className="agt-team-transfer__results">
            {done.items.map((item) => (
              <li key={item.transferNo}>
                <span>{item.username}</span>
                <span>+{formatCents(item.amount)}</span>
                <span className="agt-team-transfer__muted">
                  {t('team.transfer.newBalance', { amount: formatCents(item.balance) })}
                </span>
              </li>
            ))}
          </ul>
          <p>{t('team.transfer.agentBalance', { amount: formatCents(done.sumBalance) })}</p>
        </div>
      ) : (
        <form
          className="agt-team-transfer"
          noValidate
          aria-label={t('team.transfer.title')}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <fieldset className="agt-team-transfer__mode">
            <legend>{t('team.transfer.mode')}</legend>
            {(['same', 'each'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="amount-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => edit(() => setMode(value))}
                />
                {t(`team.transfer.modes.${value}`)}
              </label>
            ))}
          </fieldset>
          {mode === 'same' ? (
            <>
              <TextField
                label={t('team.transfer.sameAmount')}
                value={same}
                onChange={(value) => edit(() => setSame(value))}
                error={shown(checked.fields.same)}
                inputMode="decimal"
                placeholder="0.00"
                autoComplete="off"
                maxLength={20}
              />
              <p className="agt-team-transfer__muted">{t('team.transfer.to', { names: usernames.join(', ') })}</p>
            </>
          ) : (
            usernames.map((username) => (
              <TextField
                key={username}
                label={t('team.transfer.amountFor', { username })}
                value={amountText(draft, username)}
                onChange={(value) => edit(() => setEach((old) => ({ ...old, [username]: value })))}
                error={shown(checked.fields[username])}
                inputMode="decimal"
                placeholder="0.00"
                autoComplete="off"
                maxLength={20}
              />
            ))
          )}
          <dl className="agt-team-transfer__sums">
            <div>
              <dt>{t('team.transfer.total', { count: usernames.length })}</dt>
              <dd data-testid="transfer-total">{checked.total === null ? '—' : formatCents(checked.total)}</dd>
            </div>
            <div>
              <dt>{t('team.transfer.available')}</dt>
              <dd data-testid="transfer-available">
                {transferable.isError ? (
                  <button
                    type="button"
                    className="mc-btn agt-team-transfer__retry"
                    onClick={() => void transferable.refetch()}
                  >
                    {t('team.transfer.availableRetry')}
                  </button>
                ) : available === undefined ? (
                  '…'
                ) : (
                  formatCents(available)
                )}
              </dd>
            </div>
          </dl>
          {totalAlert ? (
            <p className="agt-team-transfer__alert" role="alert">
              {t(totalAlert.key, totalAlert.params)}
            </p>
          ) : null}
          <TextField
            label={t('team.transfer.password')}
            value={password}
            onChange={(value) => edit(() => setPassword(value))}
            error={shown(passwordProblem) ?? (refusal?.at === 'password' ? refusal.failure : null)}
            type="password"
            revealable
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
          />
          {refusal?.at === 'form' ? (
            <p className="agt-team-transfer__alert" role="alert">
              {t(refusal.failure.key, refusal.failure.params)}
              {refusal.link ? (
                <>
                  {' '}
                  <Link
                    to={`/m/paymentPassword?${new URLSearchParams({ returnTo: location.pathname + location.search }).toString()}`}
                  >
                    {t('team.transfer.setPassword')}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          {/* Enter in a field sends; the dialog's own button does the same. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden />
          <MoneyStatus submission={submission} onTryAgain={send} />
        </form>
      )}
    </Dialog>
  );
}
