import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../api/api-error';
import { registerNamespace } from '../i18n/i18n';
import { toast, NOTICE_MS } from './toast';
import { useCountdown } from './use-countdown';
import en from '../i18n/sms-code/en.json';
import my from '../i18n/sms-code/my.json';
import './sms-code-button.css';

registerNamespace('kernel-sms', { EN: async () => en, MY: async () => my });

/** The "sending…" notice stays at most 9999 ms; the countdown defaults to 60 s. */
export const SMS_SENDING_MS = 9999;
export const SMS_DEFAULT_COUNTDOWN_S = 60;

export interface SmsCodeButtonProps {
  /** Checks the mobile number and shows its message under the field; false sends nothing. */
  validate: () => boolean;
  /** Asks the platform to send the code; `expiredMinutes` sets the countdown. */
  send: () => Promise<{ expiredMinutes?: number | null }>;
  className?: string;
  /** Where the code goes: the notice after sending names it. */
  channel?: 'sms' | 'email';
}

/**
 * The get-code button of login, registration, password reset and e-mail binding:
 * ready → sending → a countdown of expiredMinutes × 60 s during which it cannot be pressed → ready.
 */
export function SmsCodeButton({ validate, send, className = '', channel = 'sms' }: SmsCodeButtonProps) {
  // Not suspending: the page around the button must not blink to a spinner while its few texts load.
  const { t, ready } = useTranslation(['kernel-sms', 'kernel'], { useSuspense: false });
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();
  const counting = remaining > 0;

  const onPress = async () => {
    if (sending || counting || !validate()) return;
    setSending(true);
    const notice = toast.loading(t('sending'), SMS_SENDING_MS);
    try {
      const { expiredMinutes } = await send();
      toast.dismiss(notice);
      toast.success(t(channel === 'email' ? 'sentEmail' : 'sent'), NOTICE_MS);
      start(expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : SMS_DEFAULT_COUNTDOWN_S);
    } catch (error) {
      toast.dismiss(notice);
      const failure = toApiError(error);
      toast.error(t(`kernel:${failure.messageKey}`));
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={`mc-btn mc-sms-button ${className}`.trim()}
      disabled={!ready || sending || counting}
      aria-busy={sending}
      aria-label={counting ? t('countdownLabel', { count: remaining }) : undefined}
      onClick={() => void onPress()}
    >
      {!ready ? null : counting ? t('countdown', { count: remaining }) : t('getCode')}
    </button>
  );
}
