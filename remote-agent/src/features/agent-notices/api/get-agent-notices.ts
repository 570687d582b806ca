import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

const AgentNotice = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  /** Server HTML: shown only through SafeHtml. */
  content: v.string(),
  createdAt: v.number(),
  /** This agent's read mark (absent: treat as unread). */
  read: v.optional(v.boolean(), false),
});
export type AgentNotice = v.InferOutput<typeof AgentNotice>;

export const Lobby = v.object({ contentLobby: v.array(AgentNotice) });

export const agentNoticesKey = (token: string | null) => ['agent', 'notices', token] as const;

/** The agent announcements, newest first, with this agent's read marks: GET /wps/announcements/lobby?types=A. */
export async function getAgentNotices(signal?: AbortSignal): Promise<AgentNotice[]> {
  const value = await api.get('/wps/announcements/lobby', {
    module: 'AGEANNOUNCE3',
    query: { types: 'A' },
    schema: Lobby,
    signal,
  });
  return value.contentLobby;
}

export function useAgentNotices() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: agentNoticesKey(token),
    queryFn: ({ signal }) => getAgentNotices(signal),
    enabled: token !== null,
    // The platform adds announcements on its own: ask again whenever the page is opened.
    staleTime: 0,
  });
}
