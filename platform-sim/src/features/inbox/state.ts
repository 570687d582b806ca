import { DAY_MS } from '../../core/dates';
import type { Account, CoreState } from '../../core/state';
import { HOSTILE_CONTENT } from '../../data/announcements';

/** One message of a member's inbox (inbox feature). */
export interface InboxMessage {
  id: number;
  title: string;
  /** HTML, as the platform stores it (the client sanitises it). */
  content: string;
  createdAt: number;
  read: boolean;
}

/** The inbox feature's part of the state. */
export interface InboxState {
  /** Inbox messages per account key, newest first; `Account.inboxUnread` follows it. */
  inbox: Map<string, InboxMessage[]>;
}

/** The state the inbox feature's handlers use. */
export type State = CoreState & InboxState;

const HOUR_MS = 60 * 60 * 1000;

/** How many already-read messages a seeded account with unread mail also holds (enough for three pages of 10). */
export const SEEDED_READ_MESSAGES = 20;

const UNREAD: readonly { title: string; content: string }[] = [
  {
    title: 'Your deposit bonus is ready',
    content:
      '<p>Your <b>first deposit bonus</b> has been added. Open the <a href="/m/rewardCenter">reward centre</a> to see it.</p>',
  },
  { title: 'Account notice', content: HOSTILE_CONTENT },
  {
    title: 'Weekly rebate paid',
    content: "<p>This week's rebate of <b>K 1,250</b> has been paid into your wallet.</p>",
  },
  { title: 'Birthday gift', content: '<p>Happy birthday! A gift is waiting in the reward centre.</p>' },
  { title: 'VIP level reached', content: '<p>Congratulations, you reached a new VIP level.</p>' },
];

/**
 * An account's seeded inbox, newest first: `unread` unread messages (the hostile one among them, so the
 * client's sanitising is exercised on a message a test opens), then older read ones when it has any unread.
 */
export function seedInbox(account: Pick<Account, 'inboxUnread'>, now: number, firstId: number): InboxMessage[] {
  const messages: InboxMessage[] = [];
  let id = firstId;
  for (let i = 0; i < account.inboxUnread; i += 1) {
    const draft = UNREAD[i % UNREAD.length]!;
    messages.push({
      id: id++,
      title: draft.title,
      content: draft.content,
      createdAt: now - (i + 1) * HOUR_MS,
      read: false,
    });
  }
  const readCount = account.inboxUnread > 0 ? SEEDED_READ_MESSAGES : 0;
  for (let i = 0; i < readCount; i += 1) {
    messages.push({
      id: id++,
      title: `Service message ${readCount - i}`,
      content: `<p>Message number ${readCount - i}: thank you for playing with us.</p>`,
      createdAt: now - (i + 1) * DAY_MS,
      read: true,
    });
  }
  return messages;
}

/** Every seeded account's inbox; new messages are numbered after them. */
export function seedInboxState(core: Pick<CoreState, 'accounts' | 'nextIds'>, now: number): InboxState {
  const inbox = new Map<string, InboxMessage[]>();
  let nextMessage = 1;
  for (const [key, account] of core.accounts) {
    const messages = seedInbox(account, now, nextMessage);
    nextMessage += messages.length;
    if (messages.length > 0) inbox.set(key, messages);
  }
  core.nextIds.inboxMessage = nextMessage;
  return { inbox };
}
