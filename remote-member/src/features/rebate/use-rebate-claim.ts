import { useQueryClient } from '@tanstack/react-query';
import { bus, memberKeys, useSession } from '@mc/shared-kernel';
import { centsToDecimal, useMoneySubmission } from '@mc/shared-kernel/money';
import { ClaimResult, postClaim, rebateKeys, type ClaimPayload } from './api/rebate-api';

/**
 * Claiming a rebate is a money call: sent once under one key, a lost answer looked up before any retry.
 * Once it is done the header shows the balance the platform answered at once, then every balance, the
 * rebate amounts and the rebate report are read again.
 */
export function useRebateClaim() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMoneySubmission<ClaimPayload, ClaimResult>({
    kind: 'rebate-claim',
    send: postClaim,
    schema: ClaimResult,
    onDone: (result) => {
      client.setQueryData(memberKeys.balance(token), { sumBalance: centsToDecimal(result.sumBalance) });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: rebateKeys.manual(token) });
      void client.invalidateQueries({ queryKey: rebateKeys.report });
      bus.emit('balance:refresh');
    },
  });
}
