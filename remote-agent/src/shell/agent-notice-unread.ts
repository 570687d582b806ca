import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const AgentAnnouncements = v.object({
  footer: v.optional(v.object({ unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
});

/** Unread agent announcements (agent announcements carry value.footer.unreadCount). */
export async function getAgentNoticeUnread(merchantCode: string, signal?: AbortSignal): Promise<number> {
  const value = await api.get('/wps/announcements', {
    query: { types: 'A', groupName: 'm_home', platform: 'M', merchantCode },
    schema: AgentAnnouncements,
    signal,
  });
  return value.footer?.unreadCount ?? 0;
}

export function useAgentNoticeUnread() {
  const token = useSession((s) => s.info?.token ?? null);
  const merchantCode = useSession((s) => s.info?.merchantCode ?? '');
  return useQuery({
    queryKey: ['agent', 'notice-unread', token],
    queryFn: ({ signal }) => getAgentNoticeUnread(merchantCode, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
