import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { agentNoticesKey, type AgentNotice } from './get-agent-notices';

export const ReadAnswer = v.object({ id: v.number(), unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** POST /wps/announcements/read { id }: answers the agent's unread count after it. */
export async function markNoticeRead(id: number): Promise<number> {
  const value = await api.post('/wps/announcements/read', { module: 'AGEANNOUNCE3', json: { id }, schema: ReadAnswer });
  return value.unreadCount;
}

/**
 * Reading one: its row loses the unread marker and the answer's count goes straight into the footer
 * badge's query (['agent', 'notice-unread', token]), so every badge follows without a reload.
 */
export function useMarkNoticeRead() {
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: (unreadCount, id) => {
      client.setQueryData(['agent', 'notice-unread', token], unreadCount);
      client.setQueryData<AgentNotice[]>(agentNoticesKey(token), (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
    },
  });
}
