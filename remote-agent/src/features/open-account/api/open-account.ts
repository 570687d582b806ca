import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEncrypted } from '@mc/shared-kernel';
import { CategoryRate, type WireRates } from './rate-schema';

export type MemberKind = 'MEMBER' | 'AGENT';

export interface OpenAccountPayload {
  username: string;
  password: string;
  confirmPassword: string;
  memberType: MemberKind;
  rebates: WireRates;
}

export const Opened = v.object({
  id: v.number(),
  username: v.string(),
  memberType: v.picklist(['MEMBER', 'AGENT']),
  customerType: v.number(),
  rebates: v.array(CategoryRate),
});
export type OpenedAccount = v.InferOutput<typeof Opened>;

/** Opens a downline account. Encrypted like registration: the password never travels or logs in clear. */
export const openAccount = (payload: OpenAccountPayload): Promise<OpenedAccount> =>
  postEncrypted('post', '/wps/agent/register', payload, Opened, 'AGEDOWNMAN3');

export function useOpenAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openAccount,
    // The team screens and counters include the new account from now on.
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent'] }),
  });
}
