import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQuery, socialLogin, type LoginPayload, type SocialProvider } from '@mc/shared-kernel';

/** Provider sign-in, then the platform's social login; the kernel stores the session as for a password login. */
export function useSocialLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, loginFrom }: { provider: SocialProvider; loginFrom: LoginPayload['loginFrom'] }) => {
      const { merchantCode } = await client.ensureQueryData(settingsQuery);
      return socialLogin(provider, merchantCode, loginFrom);
    },
  });
}
