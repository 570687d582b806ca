import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, settingsQuery, type LoginPayload, type SessionInfo } from '@mc/shared-kernel';

/**
 * The fields a firebase-type login adds: the phone-verification service vouched for
 * the number with its token.
 */
export interface FirebaseFields {
  firebaseChannel: 'sms';
  firebaseIdToken: string;
  firebaseMobileNo: string;
  countryDialingCode: string;
}

/**
 * A password, SMS-code or firebase login: for `type: 'sms'` the username is the mobile number and the
 * password the code; for `type: 'firebase'` the password is the service's token.
 */
export type LoginInput = Pick<LoginPayload, 'username' | 'password' | 'captcha' | 'loginFrom'> &
  ({ type: 'username' | 'sms' } | ({ type: 'firebase' } & FirebaseFields));

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
