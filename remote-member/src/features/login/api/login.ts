import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, settingsQuery, type LoginPayload, type SessionInfo } from '@mc/shared-kernel';

/**
 * A password or SMS-code login: for `type: 'sms'` the username is the mobile number and the password
 * the code (spec section 3, Login payload).
 */
export type LoginInput = Pick<LoginPayload, 'type' | 'username' | 'password' | 'captcha' | 'loginFrom'> & { type: 'username' | 'sms' };

/** Login through the kernel (encrypted body, session stored on success). */
export async function loginWith(input: LoginInput, merchantCode: string): Promise<SessionInfo> {
  return login(input, merchantCode);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // The site settings are normally cached since start-up; a cold cache fetches them first.
      const { merchantCode } = await client.ensureQueryData(settingsQuery);
      return loginWith(input, merchantCode);
    },
  });
}
