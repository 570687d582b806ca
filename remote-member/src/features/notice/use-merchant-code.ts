import { useSettings, useSession } from '@mc/shared-kernel';

/** The session's merchant (a trial player's is the trial merchant), else the site's from the settings the host has cached. */
export function useMerchantCode() {
  const fromSession = useSession((s) => s.info?.merchantCode ?? null);
  const settings = useSettings();
  return {
    code: fromSession || settings.data?.merchantCode || null,
    error: fromSession ? null : settings.error,
    retry: () => void settings.refetch(),
  };
}
