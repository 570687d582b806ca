import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import type { BindingKind } from '../binding-kinds';
import { securityKeys } from './security-state';

export const Sent = v.object({ expiredMinutes: v.optional(v.nullable(v.number())) });

/** Sends a code to the address or number to bind (the code proves the member receives there). */
export const sendBindingCode = (kind: BindingKind, value: string) =>
  api.post(kind.sendPath, { json: { [kind.bodyField]: value }, schema: Sent });

/** Binds or replaces the account's e-mail or mobile; the security centre reads it again afterwards. */
export function useBindContact(kind: BindingKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ value, verificationCode }: { value: string; verificationCode: string }) =>
      api.put(kind.bindPath, { json: { [kind.bodyField]: value, verificationCode }, schema: v.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
