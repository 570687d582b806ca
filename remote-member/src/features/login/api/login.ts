import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, settingsQuery, type LoginPayload, type SessionInfo } from '@mc/shared-kernel';

export type UsernameLogin = Pick<LoginPayload, 'username' | 'password' | 'loginFrom'>;

/** Username + password login through the kernel (encrypted body, session stored on success). */
export async function loginWithUsername(input: UsernameLogin, merchantCode: string): Promise<SessionInfo> {
  return login({ ...input, type: 'username' }, merchantCode);
}

export function useUsernameLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UsernameLogin) => {
      // The site settings are normally cached since start-up; a cold cache fetches them first.
      const { merchantCode } = await client.ensureQueryData(settingsQuery);
      return loginWithUsername(input, merchantCode);
    },
  });
}
