import { useTranslation } from 'react-i18next';
import { formatCents, formatMoney, toApiError } from '@mc/shared-kernel';
import { MoneyStatus, type MoneySubmission } from '@mc/shared-kernel/money';
import type { ClaimPayload, ClaimResult } from '../api/rebate-api';

/** The platform's refusal in words: the minimum it names, or the kernel's message for its code. */
function refusalText(t: (key: string, params?: Record<string, unknown>) => string, error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.code === 'rebate.minimum') {
    const min = (apiError.value as { minClaim?: unknown } | undefined)?.minClaim;
    return typeof min === 'string'
      ? t('manual.refusedMinimum', { min: formatMoney(min) })
      : t('manual.refusedMinimumPlain');
  }
  return t(`kernel:${apiError.messageKey}`);
}

/** Where the last claim stands: on its way, unknown (with a look-up), done (what was credited) or refused. */
export function ClaimOutcome({
  submission,
  onTryAgain,
}: {
  submission: MoneySubmission<ClaimPayload, ClaimResult>;
  onTryAgain(): void;
}) {
  const { t } = useTranslation(['member-rebate', 'kernel']);
  const { state } = submission;
  if (state.phase === 'done') {
    const { claimed, amount } = state.result;
    const names = claimed.map((c) => t(`categories.${c.category}`, { defaultValue: c.category })).join(', ');
    return (
      <p className="mem-rebate__done" role="status" data-testid="rebate-claimed">
        {t('manual.claimed', { amount: formatCents(amount), categories: names })}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p className="mem-rebate__refused" role="alert">
        {refusalText(t, state.error)}
      </p>
    );
  }
  return <MoneyStatus submission={submission} onTryAgain={onTryAgain} />;
}
