import { registerNamespace } from '@mc/shared-kernel';

// Registration's texts load with the registration screen only.
registerNamespace('member-register', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
