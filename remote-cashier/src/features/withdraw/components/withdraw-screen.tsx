import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, Skeleton, Spinner, memberKeys, useSession } from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import { bankCardKeys, useBankCards } from '../../../entities/bank-card';
import { walletKeys } from '../../../entities/centre-wallet';
import { orderReportKeys } from '../../../entities/order';
import { useWithdrawInfo, withdrawInfoKeys } from '../../../entities/withdraw-info';
import { placeWithdrawal, WithdrawalResult, type WithdrawalRequest } from '../api/place-withdrawal';
import { clearWithdrawDraft } from '../withdraw-draft';
import { WithdrawBalances } from './withdraw-balances';
import { WithdrawDone } from './withdraw-done';
import { WithdrawForm } from './withdraw-form';
import { WithdrawLimits } from './withdraw-limits';
import { WithdrawSetup } from './withdraw-setup';

/**
 * The withdraw screen of an account that may withdraw: balances, the first withdrawal's guide, the form,
 * the limits; once the platform took the withdrawal, its number and the way to its record.
 */
export function WithdrawScreen({ user, onNotAllowed }: { user: string; onNotAllowed(): void }) {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const info = useWithdrawInfo();
  const cards = useBankCards();
  const lastRequestRef = useRef<WithdrawalRequest | null>(null);

  const submission = useMoneySubmission<WithdrawalRequest, WithdrawalResult>({
    kind: 'withdraw',
    send: placeWithdrawal,
    schema: WithdrawalResult,
    onDone: () => {
      lastRequestRef.current = null;
      clearWithdrawDraft();
      // The amount is held at once: every balance on the page, this screen's figures and the record follow.
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
      void client.invalidateQueries({ queryKey: orderReportKeys.of('withdraw') });
    },
  });

  const onStale = useCallback(() => {
    void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
    void client.invalidateQueries({ queryKey: bankCardKeys.all });
  }, [client]);

  const notAllowed = useCallback(() => {
    void client.invalidateQueries({ queryKey: memberKeys.info(token) });
    onNotAllowed();
  }, [client, token, onNotAllowed]);

  const { state } = submission;
  const status = (
    <MoneyStatus
      submission={submission}
      onTryAgain={() => {
        // After a reload the request is gone with the page (the password is never kept): the form sends it again.
        if (lastRequestRef.current) void submission.submit(lastRequestRef.current);
        else document.querySelector<HTMLInputElement>('.csh-wd-form input[name="paymentPassword"]')?.focus();
      }}
    />
  );

  if (state.phase === 'done') {
    return (
      <div className="csh-wd">
        <WithdrawDone result={state.result} onAgain={submission.reset} />
      </div>
    );
  }

  if (info.isPending) {
    return (
      <div className="csh-wd" aria-busy>
        {status}
        <Spinner />
        <Skeleton height={120} radius={14} />
        <Skeleton height={220} radius={14} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="csh-wd">
        {status}
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </div>
    );
  }

  const data = info.data;
  const setupDone = data.cards > 0 && data.hasPaymentPassword;
  return (
    <div className="csh-wd">
      <WithdrawBalances info={data} />
      {setupDone ? null : <WithdrawSetup hasCard={data.cards > 0} hasPassword={data.hasPaymentPassword} />}
      {status}
      <WithdrawForm
        info={data}
        cards={cards.data}
        cardsFallback={
          cards.isError ? (
            <ErrorState error={cards.error} onRetry={() => void cards.refetch()} compact />
          ) : (
            <Skeleton height={88} radius={10} />
          )
        }
        user={user}
        submission={submission}
        lastRequestRef={lastRequestRef}
        onStale={onStale}
        onNotAllowed={notAllowed}
      />
      <WithdrawLimits info={data} />
    </div>
  );
}
