import { InboxGate } from '../../entities/inbox';

/** /m/webEmail: the member's inbox (switch INBOX3). The host draws the header; the route needs a member. */
export default function InboxPage() {
  return <InboxGate />;
}
