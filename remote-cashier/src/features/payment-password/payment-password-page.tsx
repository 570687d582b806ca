import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState, Spinner, TabList, tabId, toast, NOTICE_MS, useSession } from '@mc/shared-kernel';
import {
  PaymentLockNotice,
  paymentPasswordKeys,
  useLockActive,
  usePaymentPasswordState,
} from '../../entities/payment-password';
import { safeReturnTo, WITHDRAW_PATH } from '../../entities/return-to';
import { withdrawInfoKeys } from '../../entities/withdraw-info';
import { ChangePasswordForm } from './components/change-password-form';
import { ResetPasswordForm } from './components/reset-password-form';
import { SetPasswordForm } from './components/set-password-form';
import './payment-password.css';

type Mode = 'change' | 'reset';
const TABS_ID = 'csh-pay-tabs';
const PANEL_ID = 'csh-pay-panel';

/**
 * /m/paymentPassword: set the first one, or change it, or reset a forgotten one by SMS. Afterwards back to
 * `returnTo` when it is a path of this site under /m/, else to the withdraw page.
 */
export default function PaymentPasswordPage() {
  const { t } = useTranslation('cashier-security');
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'reset' ? 'reset' : 'change');
  const state = usePaymentPasswordState();
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: paymentPasswordKeys.all }), [client]);
  const until = lockedUntil ?? state.data?.lockedUntil ?? null;
  const locked = useLockActive(until, refresh);

  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  if (state.isPending) return <Spinner />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;

  const saved = (message: string) => () => {
    void client.invalidateQueries({ queryKey: paymentPasswordKeys.all });
    void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
    toast.success(message, NOTICE_MS);
    navigate(safeReturnTo(params.get('returnTo')) ?? WITHDRAW_PATH, { replace: true });
  };

  if (!state.data.set) {
    return (
      <div className="csh-pay">
        <SetPasswordForm onSaved={saved(t('password.setDone'))} onStale={refresh} />
      </div>
    );
  }

  return (
    <div className="csh-pay">
      {locked && until !== null ? <PaymentLockNotice until={until} /> : null}
      {locked && mode === 'change' ? <p className="csh-pay-note">{t('password.lockedUseReset')}</p> : null}
      <TabList
        label={t('password.title')}
        options={[
          { value: 'change', label: t('password.changeTab') },
          { value: 'reset', label: t('password.resetTab') },
        ]}
        selected={mode}
        onChange={setMode}
        idBase={TABS_ID}
        panelId={PANEL_ID}
        className="csh-pay-tabs"
        tabClassName="csh-pay-tabs__tab"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(TABS_ID, mode)}>
        {mode === 'change' ? (
          <ChangePasswordForm
            locked={locked}
            onSaved={saved(t('password.changeDone'))}
            onLocked={setLockedUntil}
            onStale={refresh}
          />
        ) : (
          <ResetPasswordForm onSaved={saved(t('password.resetDone'))} />
        )}
      </div>
    </div>
  );
}
