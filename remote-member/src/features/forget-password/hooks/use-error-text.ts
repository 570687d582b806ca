import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@mc/shared-kernel';

/** Refusals of these calls the kernel's catalogue does not know; their texts live in this namespace. */
const OWN_CODES = new Set(['modify.new.old.same']);

/** A failed call in words: the platform's refusal by its code, anything else by its kind. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('member-access');
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      if (failure.kind === 'business' && OWN_CODES.has(failure.code)) return t(`errors.${failure.code}`);
      return t(`kernel:${failure.messageKey}`);
    },
    [t],
  );
}
