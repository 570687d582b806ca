import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('host', {
  MY: () => import('./locales/my.json'),
  EN: () => import('./locales/en.json'),
});
