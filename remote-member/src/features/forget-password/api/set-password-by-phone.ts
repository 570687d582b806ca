import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, login, settingsQuery, type SessionInfo } from '@mc/shared-kernel';

export interface PhoneReset {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** Sets a new password with the SMS code sent to the account's mobile number. */
export function setPasswordByPhone(input: PhoneReset): Promise<unknown> {
  const { newPassword, mobileNum, verificationCode } = input;
  return api.post('/wps/password/phone', { json: { newPassword, mobileNum, verificationCode }, schema: v.unknown() });
}

/** What a reset ends with: the new session, or null when the password is set but the login after it failed. */
export type ResetOutcome = SessionInfo | null;

/**
 * A phone reset that succeeds logs the member in with the mobile number as the
 * username and the new password. The reset itself failing is the mutation's error; the login after it
 * failing is not, since the password has changed by then and only the way in differs.
 */
export function useSetPasswordByPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PhoneReset): Promise<ResetOutcome> => {
      await setPasswordByPhone(input);
      try {
        const { merchantCode } = await client.ensureQueryData(settingsQuery);
        return await login(
          { username: input.mobileNum, password: input.newPassword, type: 'username', loginFrom: 'MEMBER' },
          merchantCode,
        );
      } catch {
        return null;
      }
    },
  });
}
