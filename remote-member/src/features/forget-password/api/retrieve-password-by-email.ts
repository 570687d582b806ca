import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export interface EmailRetrieval {
  username: string;
  email: string;
}

/** Asks the platform to e-mail the password (form-urlencoded username and email). */
export function retrievePasswordByEmail({ username, email }: EmailRetrieval): Promise<unknown> {
  return api.post('/wps/password/email', {
    form: { username: username.trim(), email: email.trim() },
    schema: v.unknown(),
  });
}

export const useRetrievePasswordByEmail = () => useMutation({ mutationFn: retrievePasswordByEmail });
