import { registerNamespace } from '@mc/shared-kernel';

// Feedback texts load with that screen only.
registerNamespace('member-feedback', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
