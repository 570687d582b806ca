import { registerNamespace } from '@mc/shared-kernel';

// Customer service texts load with that screen only.
registerNamespace('member-service', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
