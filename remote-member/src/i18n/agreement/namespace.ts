import { registerNamespace } from '@mc/shared-kernel';

// User agreement texts load with that screen only.
registerNamespace('member-agreement', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
