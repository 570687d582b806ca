import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import type { InboxMessage, State } from './state';

function messagesOf(state: State, account: Account): InboxMessage[] {
  const key = accountKey(account.username);
  let messages = state.inbox.get(key);
  if (!messages) {
    messages = [];
    state.inbox.set(key, messages);
  }
  return messages;
}

/** The unread count other calls (GET /wps/inbox/unread) answer follows the messages. */
function recount(account: Account, messages: readonly InboxMessage[]): number {
  account.inboxUnread = messages.filter((m) => !m.read).length;
  return account.inboxUnread;
}

function messageId(ctx: Ctx<State>): number {
  const raw = ctx.params.id ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw invalid('id must be a positive integer');
  return Number(raw);
}

function find(ctx: Ctx<State>): { account: Account; messages: InboxMessage[]; message: InboxMessage } {
  const { account } = requireSession(ctx);
  const messages = messagesOf(ctx.state, account);
  const id = messageId(ctx);
  const message = messages.find((m) => m.id === id);
  if (!message) throw new SimError('inbox.not.found');
  return { account, messages, message };
}

const summary = (m: InboxMessage) => ({ id: m.id, title: m.title, createdAt: m.createdAt, read: m.read });

function list(ctx: Ctx<State>): Response {
  const { account } = requireSession(ctx);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const newestFirst = [...messagesOf(ctx.state, account)].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const page = paginate(newestFirst, pageNo, pageSize);
  return ok({ pageNum: page.pageNum, totalPages: page.totalPages, total: page.total, list: page.items.map(summary) });
}

function detail(ctx: Ctx<State>): Response {
  const { message } = find(ctx);
  return ok({ ...summary(message), content: message.content });
}

function markRead(ctx: Ctx<State>): Response {
  const { account, messages, message } = find(ctx);
  message.read = true;
  return ok({ count: recount(account, messages) });
}

function remove(ctx: Ctx<State>): Response {
  const { account, messages, message } = find(ctx);
  messages.splice(messages.indexOf(message), 1);
  return ok({ count: recount(account, messages) });
}

function readAll(ctx: Ctx<State>): Response {
  const { account } = requireSession(ctx);
  const messages = messagesOf(ctx.state, account);
  for (const message of messages) message.read = true;
  return ok({ count: recount(account, messages) });
}

/** Admin: deliver a message `{ username, title, content }` (unread, newest). */
async function deliver(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const { username, title, content } = body;
  if (typeof username !== 'string' || typeof title !== 'string' || title.trim() === '')
    throw invalid('username and title are required');
  if (content !== undefined && typeof content !== 'string') throw invalid('content must be a string');
  const account = ctx.state.accounts.get(accountKey(username));
  if (!account) throw invalid(`no account ${username}`);
  const messages = messagesOf(ctx.state, account);
  const id = ctx.state.nextIds.inboxMessage++;
  messages.unshift({ id, title, content: content ?? '', createdAt: ctx.sim.now(), read: false });
  return ok({ id, count: recount(account, messages) });
}

export function registerInbox(router: Routes<State>): void {
  router
    .get('/wps/inbox/list', list)
    .post('/wps/inbox/readAll', readAll)
    .get('/wps/inbox/:id', detail)
    .post('/wps/inbox/:id/read', markRead)
    .delete('/wps/inbox/:id', remove)
    // The admin call lives with the feature it feeds; /__sim/ paths get the admin guard wherever they are registered.
    .post('/__sim/inbox', deliver);
}
