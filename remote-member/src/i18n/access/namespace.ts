import { registerNamespace } from '@mc/shared-kernel';

// Forgot / change password and settings texts load with those screens only.
registerNamespace('member-access', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
