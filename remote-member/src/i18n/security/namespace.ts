import { registerNamespace } from '@mc/shared-kernel';

// Security centre texts load with that screen only.
registerNamespace('member-security', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
