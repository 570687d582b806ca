import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberKeys, useSession } from '@mc/shared-kernel';

/**
 * The member centre renews the member info each time it opens with a session, even
 * when a fresh copy is cached: VIP level and permissions may have changed since.
 */
export function useRenewMemberInfo(): void {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  useEffect(() => {
    if (!token) return;
    // cancelRefetch false: a first load already under way counts as the renewal.
    void client.invalidateQueries({ queryKey: memberKeys.info(token), exact: true }, { cancelRefetch: false });
  }, [client, token]);
}
