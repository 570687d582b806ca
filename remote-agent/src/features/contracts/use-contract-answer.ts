import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, useSession, type ApiError } from '@mc/shared-kernel';
import { answerContract, type ContractAnswer } from './api/answer-contract';
import { Contract, contractKey, type ContractKind, type ContractValue } from './api/contract-schema';
import { CONTRACT_QUERIES } from './contract-queries';

/**
 * Where an answer stands. `checking`: the answer was lost on the way (timeout, network, 5xx) and the page
 * reads the contract again to learn whether it arrived; `notSent`: it did not, so answering again is safe
 * (the call is naturally idempotent anyway); `unconfirmed`: that read failed too, and answering again is
 * still safe for the same reason; `refused`: the platform said no, with the reason's key.
 */
export type AnswerState =
  | { phase: 'idle' }
  | { phase: 'sending'; answer: ContractAnswer }
  | { phase: 'checking' }
  | { phase: 'notSent' }
  | { phase: 'unconfirmed' }
  | { phase: 'refused'; messageKey: string }
  | { phase: 'done'; status: Contract['status'] };

const LOST: ReadonlySet<ApiError['kind']> = new Set(['timeout', 'network', 'server', 'malformed']);

/** Platform refusals that carry the contract as it now stands. */
const REFUSALS: Readonly<Record<string, string>> = {
  'contract.answered': 'contract.refused.answered',
  'contract.changed': 'contract.refused.changed',
  'contract.none': 'contract.refused.none',
};

/** The home page's contract check: once an answer is in, its prompt must not come back. */
const REQUESTS_KEY = ['agent', 'contract-requests'] as const;

export function useContractAnswer(kind: ContractKind, contract: Contract | null) {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const busy = useRef(false);
  const [state, setState] = useState<AnswerState>({ phase: 'idle' });

  const store = useCallback(
    (value: ContractValue) => {
      client.setQueryData(contractKey(kind, token), value);
      void client.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
    [client, kind, token],
  );

  const send = useCallback(
    async (answer: ContractAnswer) => {
      if (busy.current || !contract || contract.status !== 'PENDING') return;
      busy.current = true;
      setState({ phase: 'sending', answer });
      try {
        const result = await answerContract(kind, contract.contractId, answer);
        store({ contract: result });
        setState({ phase: 'done', status: result.status });
      } catch (caught) {
        const error = toApiError(caught);
        if (error.kind === 'business' && error.code in REFUSALS) {
          const current = v.safeParse(Contract, error.value);
          if (current.success) store({ contract: current.output });
          else void client.invalidateQueries({ queryKey: contractKey(kind, token) });
          setState({ phase: 'refused', messageKey: REFUSALS[error.code]! });
        } else if (LOST.has(error.kind)) {
          setState({ phase: 'checking' });
          try {
            const fresh = await client.fetchQuery({ ...CONTRACT_QUERIES[kind](token), staleTime: 0 });
            const same = fresh.contract?.contractId === contract.contractId ? fresh.contract : null;
            if (same && same.status !== 'PENDING') {
              store(fresh);
              setState({ phase: 'done', status: same.status });
            } else {
              setState({ phase: 'notSent' });
            }
          } catch {
            setState({ phase: 'unconfirmed' });
          }
        } else {
          setState({ phase: 'refused', messageKey: `kernel:${error.messageKey}` });
        }
      } finally {
        busy.current = false;
      }
    },
    [client, contract, kind, store, token],
  );

  return { state, send };
}
