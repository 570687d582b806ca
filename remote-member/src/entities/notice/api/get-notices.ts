import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const Notice = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  content: v.optional(v.nullable(v.string()), ''),
  createdAt: v.optional(v.nullable(v.number())),
});
export type Notice = v.InferOutput<typeof Notice>;

export const NoticeList = v.object({ contentLobby: v.array(Notice) });

export interface NoticeParams {
  merchantCode: string;
  /** Part of the key only: the API client sends the language, a change loads the list again. */
  language: string;
}

/** The announcements list (reads value.contentLobby). */
export async function getNotices({ merchantCode }: NoticeParams, signal?: AbortSignal): Promise<Notice[]> {
  const value = await api.get('/wps/announcements/lobby', {
    query: { platform: 'M', merchantCode },
    schema: NoticeList,
    signal,
  });
  return value.contentLobby;
}

/** `null` params wait (no merchant code yet). */
export function useNotices(params: NoticeParams | null) {
  return useQuery({
    queryKey: ['announcements', 'lobby', params],
    queryFn: params ? ({ signal }) => getNotices(params, signal) : skipToken,
    staleTime: 60_000,
  });
}
