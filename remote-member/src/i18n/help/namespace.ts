import { registerNamespace } from '@mc/shared-kernel';

// Help centre texts load with those screens only.
registerNamespace('member-help', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
