import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, useSession } from '@mc/shared-kernel';
import { useContractRequests } from './api/get-contract-requests';
import { readAnswered, saveAnswered } from './answered-prompts';
import { CONTRACT_PROMPTS, isPromptedForContracts, pendingPrompts, type ContractKind } from './contract-rules';

/**
 * Home widget (`agent/contract-prompts`): asks a logged-in agent about
 * each pending contract, one after another; go opens the contract page, cancel moves on. Each prompt shows
 * once per browser session. Nothing pending, or a failed check, renders nothing: the prompts are a
 * reminder, so a failure is not worth an error block on the home page.
 */
export default function ContractPrompts() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const session = useSession((s) => s.info);
  const trial = useSession((s) => s.trialName !== null);
  const user = session?.userName ?? '';
  const prompted = isPromptedForContracts(session, trial);

  const [answered, setAnswered] = useState(() => ({ user, kinds: readAnswered(user) }));
  // Another account in this tab: its own answers (kept in state so the render stays pure).
  if (answered.user !== user) setAnswered({ user, kinds: readAnswered(user) });
  const allAnswered = CONTRACT_PROMPTS.every((p) => answered.kinds.has(p.kind));

  const requests = useContractRequests(prompted && !allAnswered ? (session?.token ?? null) : null);
  const current = prompted ? pendingPrompts(requests.data, answered.kinds)[0] : undefined;

  const answer = useCallback(
    (kind: ContractKind) => {
      const kinds = new Set(answered.kinds).add(kind);
      saveAnswered(user, kinds);
      setAnswered({ user, kinds });
    },
    [answered.kinds, user],
  );
  const cancel = useCallback(() => {
    if (current) answer(current.kind);
  }, [answer, current]);

  if (!current) return null;
  return (
    <Dialog
      // A fresh dialog per prompt: focus goes to its Go button and a double tap cannot cancel the next one.
      key={current.kind}
      open
      title={t('contracts.title')}
      onClose={cancel}
      onConfirm={() => {
        answer(current.kind);
        navigate(current.to);
      }}
      confirmLabel={t('contracts.go')}
      cancelLabel={t('contracts.cancel')}
      // The choice is go or cancel (Escape cancels too); a stray tap beside the dialog is neither.
      closeOnMask={false}
    >
      {t(`contracts.${current.messageKey}`)}
    </Dialog>
  );
}
