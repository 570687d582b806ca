import { registerNamespace } from '@mc/shared-kernel';

// Inbox texts load with that screen only.
registerNamespace('member-inbox', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
