import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQuery, socialLogin, type SocialProvider } from '@mc/shared-kernel';

/** Provider sign-in, then the platform's social login; the kernel stores the session. */
export function useSocialSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const { merchantCode } = await client.ensureQueryData(settingsQuery);
      return socialLogin(provider, merchantCode, 'MEMBER');
    },
  });
}
