import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { securityKeys } from './security-state';

export const PayeeNameBound = v.object({ payeeName: v.string() });

/** Binds the account's payee name (once: the platform refuses a second one with `payee.bound`). */
export function useBindPayeeName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payeeName: string) =>
      api.put('/wps/security/payee-name', { json: { payeeName }, schema: PayeeNameBound }),
    // payee.bound too: another screen bound one meanwhile, so the centre must read it again.
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
