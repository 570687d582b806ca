// The member's inbox (switch INBOX3): its own page shows it, and so does the message centre's first tab.
export { InboxGate } from './inbox-gate';
