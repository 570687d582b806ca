import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIdentityProvider, toApiError, toast, PHONE_CODE_SECONDS, TOAST_LONG_MS } from '@mc/shared-kernel';

/**
 * Login numbers are typed in Myanmar's national format (09…) and the login form has no country
 * picker, so the phone-verification service is always told Myanmar's dialing code.
 */
export const LOGIN_DIALING_CODE = '95';

/**
 * The SMS login through the phone-verification service: the service sends the code
 * and checks it on this side; the platform then only sees the service's token.
 */
export function usePhoneVerification() {
  const { t } = useTranslation(['member', 'kernel']);
  const [verifying, setVerifying] = useState(false);
  const provider = getIdentityProvider();

  const sendCode = async (mobileNum: string) => {
    const { expiresInSeconds } = await provider.sendPhoneCode(mobileNum, LOGIN_DIALING_CODE);
    return { expiredMinutes: (expiresInSeconds || PHONE_CODE_SECONDS) / 60 };
  };

  /** The service's token for the number, or null: a wrong code stops silently, a failure is shown. */
  const verify = async (mobileNum: string, code: string): Promise<string | null> => {
    setVerifying(true);
    const notice = toast.loading(t('member:login.verifying'), TOAST_LONG_MS);
    try {
      const verified = await provider.verifyPhoneCode(mobileNum, code);
      toast.dismiss(notice);
      return verified?.idToken ?? null;
    } catch (error) {
      toast.dismiss(notice);
      toast.error(t(`kernel:${toApiError(error).messageKey}`));
      return null;
    } finally {
      setVerifying(false);
    }
  };

  return { enabled: provider.phoneVerification, sendCode, verify, verifying };
}
