import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Changes the logged-in member's password (docs/api-contract.md "Calls for accounts"). */
export function changePassword(input: PasswordChange): Promise<unknown> {
  const { oldPassword, newPassword, confirmNewPassword } = input;
  return api.put('/wps/member/password', {
    json: { oldPassword, newPassword, confirmNewPassword },
    schema: v.unknown(),
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
