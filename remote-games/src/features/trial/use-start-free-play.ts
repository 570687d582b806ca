import { useMutation, useQueryClient } from '@tanstack/react-query';
import { freePlayLogin, settingsQuery } from '@mc/shared-kernel';

/** The free-play loading notice may stay up to 9999 s. */
export const FREE_PLAY_NOTICE_MS = 9_999_000;

/** Free-play login on the site's trial merchant (kernel call, the same one the login page uses). */
export function useStartFreePlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { trialMerchantCode } = await client.ensureQueryData(settingsQuery);
      return freePlayLogin(trialMerchantCode);
    },
  });
}
