import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('member', {
  MY: () => import('./locales/my.json'),
  EN: () => import('./locales/en.json'),
});
