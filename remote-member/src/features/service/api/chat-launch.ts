import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const Launch = v.object({ url: v.string(), embeddable: v.boolean() });
export type ChatLaunch = v.InferOutput<typeof Launch>;

/**
 * Where the live chat opens (docs/api-contract.md "Customer service"). Asked when the screen opens, so the
 * chat is a plain link when it has to open in a new tab (a tab opened after a request would be blocked as a
 * pop-up on phones). A new room per visit: nothing is kept once the screen is left.
 */
export function useChatLaunch(language: string) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['service', 'chat-launch', token, language],
    queryFn: ({ signal }) => api.get('/wps/customerService/chat', { module: 'COMM3', schema: Launch, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
}
