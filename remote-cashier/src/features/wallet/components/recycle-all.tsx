import { useTranslation } from 'react-i18next';
import { formatCents, toApiError } from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import { postRecycle, RecycleResult } from '../api/post-recycle';
import { useMoneyMoved } from '../hooks/use-money-moved';

const NOTHING: Record<string, never> = {};

/** "Recycle all": every game wallet back into the centre, exactly once per tap. */
export function RecycleAll({ vendors }: { vendors: readonly string[] }) {
  const { t } = useTranslation('cashier-wallet');
  const moved = useMoneyMoved();
  const submission = useMoneySubmission({
    kind: 'recycle',
    send: postRecycle,
    schema: RecycleResult,
    onDone: (result) => moved.recycled(result, vendors),
  });
  const { state } = submission;
  const busy = state.phase === 'sending' || state.phase === 'checking' || state.phase === 'unknown';
  const recycle = () => void submission.submit(NOTHING);

  return (
    <div className="csh-wallet__recycle">
      <button type="button" className="mc-btn" onClick={recycle} disabled={busy} aria-busy={state.phase === 'sending'}>
        {t('recycle.action')}
      </button>
      <MoneyStatus submission={submission} onTryAgain={recycle} />
      {state.phase === 'done' ? (
        <p className="csh-wallet__done" role="status">
          {state.result.recycled > 0
            ? t('recycle.done', { amount: formatCents(state.result.recycled) })
            : t('recycle.nothing')}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <p className="csh-wallet__alert" role="alert">
          {t(`kernel:${toApiError(state.error).messageKey}`)}
        </p>
      ) : null}
    </div>
  );
}
