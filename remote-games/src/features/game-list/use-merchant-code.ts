import { useSettings, useSession } from '@mc/shared-kernel';

/**
 * The merchant the game list is asked for: the session's (a trial player plays on the trial merchant),
 * else the site's from the settings call the host has usually cached already.
 */
export function useMerchantCode() {
  const fromSession = useSession((s) => s.info?.merchantCode ?? null);
  const settings = useSettings();
  return {
    code: fromSession || settings.data?.merchantCode || null,
    error: fromSession ? null : settings.error,
    retry: () => void settings.refetch(),
  };
}
