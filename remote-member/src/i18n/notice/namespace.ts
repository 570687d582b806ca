import { registerNamespace } from '@mc/shared-kernel';

// Announcements list texts load with that screen only.
registerNamespace('member-notice', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
