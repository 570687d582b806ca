import { registerNamespace } from '@mc/shared-kernel';

// Message centre texts load with that screen only.
registerNamespace('member-message', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
