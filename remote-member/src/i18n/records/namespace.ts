import { registerNamespace } from '@mc/shared-kernel';

// Account and betting record texts load with those screens only.
registerNamespace('member-records', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
