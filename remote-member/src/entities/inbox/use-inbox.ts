import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toApiError, useSession, useSetUnreadCount } from '@mc/shared-kernel';
import { useRecordPages, type RecordPage } from '@mc/shared-kernel/records';
import {
  deleteMessage,
  getInboxPage,
  getMessage,
  INBOX_KEY,
  markAllRead,
  markRead,
  type InboxSummary,
} from './api/inbox-api';

type Pages = InfiniteData<RecordPage<InboxSummary>, number>;

/**
 * The inbox pages through the record kit: a date range means nothing for mail, so the params are empty and
 * the kit only brings paging, its states and a token in the key (nobody sees the previous member's mail).
 */
export function useInboxPages() {
  return useRecordPages({
    key: INBOX_KEY,
    params: null,
    fetchPage: (_params, pageNo, signal) => getInboxPage(pageNo, signal),
    staleTime: 0,
  });
}

export function useMessage(id: number) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['member', 'inbox-message', id, token],
    queryFn: ({ signal }) => getMessage(id, signal),
    enabled: token !== null,
    staleTime: Infinity,
  });
}

/**
 * Reading, deleting and reading everything: each answer carries the unread count, which goes straight
 * into the kernel's unread query, so the header dot and every badge follow without a reload.
 */
export function useInboxActions() {
  const client = useQueryClient();
  const setUnread = useSetUnreadCount();
  const patchRows = (patch: (row: InboxSummary) => InboxSummary) =>
    client.setQueriesData<Pages>({ queryKey: INBOX_KEY }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })) } : data,
    );

  const read = useMutation({
    mutationFn: markRead,
    onSuccess: (count, id) => {
      setUnread(count);
      patchRows((row) => (row.id === id ? { ...row, read: true } : row));
    },
  });
  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: (count) => {
      setUnread(count);
      // Pages shift by one after a delete: load the pages already shown again rather than skip a message.
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => {
      // Already deleted elsewhere (another device): load the list again so it disappears here too.
      if (toApiError(error).code === 'inbox.not.found') void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: (count) => {
      setUnread(count);
      patchRows((row) => ({ ...row, read: true }));
    },
  });
  return { read, remove, readAll };
}
