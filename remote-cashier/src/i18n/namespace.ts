import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('cashier', {
  MY: () => import('./locales/my.json'),
  EN: () => import('./locales/en.json'),
});
