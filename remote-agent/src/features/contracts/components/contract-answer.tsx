import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@mc/shared-kernel';
import type { ContractAnswer as Answer } from '../api/answer-contract';
import type { AnswerState } from '../use-contract-answer';

const NOTICES: Partial<Record<AnswerState['phase'], string>> = {
  sending: 'contract.sending',
  checking: 'contract.checking',
  notSent: 'contract.notSent',
  unconfirmed: 'contract.unconfirmed',
};

/**
 * Accept and decline, each behind a confirm dialog. The buttons stay off while an answer is on its way
 * or being checked, so one tap sends one answer.
 */
export function ContractAnswerButtons({ state, onAnswer }: { state: AnswerState; onAnswer: (answer: Answer) => void }) {
  const { t } = useTranslation('agent');
  const [confirming, setConfirming] = useState<Answer | null>(null);
  const busy = state.phase === 'sending' || state.phase === 'checking';
  const notice = NOTICES[state.phase];
  const which = confirming === 'ACCEPT' ? 'confirmAccept' : 'confirmDecline';
  return (
    <div className="agt-contract-answer">
      {notice ? (
        <p
          className="agt-contract-answer__notice"
          role={state.phase === 'notSent' || state.phase === 'unconfirmed' ? 'alert' : 'status'}
        >
          {t(notice)}
        </p>
      ) : null}
      {state.phase === 'refused' ? (
        <p className="agt-contract-answer__notice" role="alert">
          {t(state.messageKey)}
        </p>
      ) : null}
      <div className="agt-contract-answer__buttons">
        <button type="button" className="mc-btn" disabled={busy} onClick={() => setConfirming('DECLINE')}>
          {t('contract.decline')}
        </button>
        <button
          type="button"
          className="mc-btn mc-btn--primary"
          disabled={busy}
          aria-busy={state.phase === 'sending' && state.answer === 'ACCEPT'}
          onClick={() => setConfirming('ACCEPT')}
        >
          {t('contract.accept')}
        </button>
      </div>
      <Dialog
        open={confirming !== null}
        title={t(`contract.${which}.title`)}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const answer = confirming;
          setConfirming(null);
          if (answer) onAnswer(answer);
        }}
        confirmLabel={confirming === 'ACCEPT' ? t('contract.accept') : t('contract.decline')}
        cancelLabel={t('contract.cancel')}
      >
        {t(`contract.${which}.body`)}
      </Dialog>
    </div>
  );
}
