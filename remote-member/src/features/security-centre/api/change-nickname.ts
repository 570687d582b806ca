import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, memberKeys, useSession } from '@mc/shared-kernel';

export const NicknameChanged = v.object({ nickname: v.string() });

/** Changes the nickname; the member centre and the header read member info again, so they show it at once. */
export function useChangeNickname() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: (nickname: string) => api.put('/wps/member/nickname', { json: { nickname }, schema: NicknameChanged }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.info(token) }),
  });
}
