import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

const MODULE = 'INBOX3';
export const PAGE_SIZE = 10;

const Summary = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  createdAt: v.number(),
  read: v.boolean(),
});
export type InboxSummary = v.InferOutput<typeof Summary>;

export const Message = v.object({ ...Summary.entries, content: v.optional(v.nullable(v.string()), '') });
export type InboxMessage = v.InferOutput<typeof Message>;

export const Page = recordPageSchema(Summary);

/** Every call that changes the inbox answers the unread count after it. */
export const Unread = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** The cache key of the list (the record kit adds the params and the session's token). */
export const INBOX_KEY = ['member', 'inbox'] as const;

export function getInboxPage(pageNo: number, signal: AbortSignal): Promise<RecordPage<InboxSummary>> {
  return api.get('/wps/inbox/list', { module: MODULE, query: { pageNo, pageSize: PAGE_SIZE }, schema: Page, signal });
}

export function getMessage(id: number, signal?: AbortSignal): Promise<InboxMessage> {
  return api.get(`/wps/inbox/${id}`, { module: MODULE, schema: Message, signal });
}

export async function markRead(id: number): Promise<number> {
  return (await api.post(`/wps/inbox/${id}/read`, { module: MODULE, schema: Unread })).count;
}

export async function deleteMessage(id: number): Promise<number> {
  return (await api.delete(`/wps/inbox/${id}`, { module: MODULE, schema: Unread })).count;
}

export async function markAllRead(): Promise<number> {
  return (await api.post('/wps/inbox/readAll', { module: MODULE, schema: Unread })).count;
}
