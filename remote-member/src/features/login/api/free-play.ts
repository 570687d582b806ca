import { useMutation, useQueryClient } from '@tanstack/react-query';
import { freePlayLogin, settingsQuery } from '@mc/shared-kernel';

/** The login page's free-play button: the kernel's free-play login on the trial merchant of the settings. */
export function useFreePlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { trialMerchantCode } = await client.ensureQueryData(settingsQuery);
      return freePlayLogin(trialMerchantCode);
    },
  });
}
