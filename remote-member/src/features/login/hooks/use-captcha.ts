import { useCallback, useState } from 'react';
import { isApiError, rules } from '@mc/shared-kernel';
import { useCaptchaImage } from '../api/captcha';
import { useValidatedFields, type ValidatedFields } from './use-validated-fields';

const CAPTCHA_RULES = { captcha: rules.captcha };

export interface Captcha {
  /** Hidden until a failed login says one is needed. */
  shown: boolean;
  image: ReturnType<typeof useCaptchaImage>;
  field: ValidatedFields<'captcha'>;
  /** A new image; the answer typed for the old one is useless, so it goes too. */
  refresh(): void;
  /** After a failed login: show the captcha when the platform asks for one, and replace a used image. */
  afterFailure(error: unknown): void;
}

/** `login.captcha.required`, or any login failure whose value carries `captcha: true`. */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | null | undefined;
  return error.code === 'login.captcha.required' || value?.captcha === true;
}

export function useCaptcha(): Captcha {
  const [shown, setShown] = useState(false);
  const [round, setRound] = useState(0);
  const image = useCaptchaImage(shown, round);
  const field = useValidatedFields(CAPTCHA_RULES);
  const { fill } = field;

  const refresh = useCallback(() => {
    setRound((r) => r + 1);
    fill({ captcha: '' });
  }, [fill]);

  const afterFailure = useCallback(
    (error: unknown) => {
      if (shown) refresh();
      else if (asksForCaptcha(error)) setShown(true);
    },
    [shown, refresh],
  );

  return { shown, image, field, refresh, afterFailure };
}
