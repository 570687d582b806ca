import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('agent', {
  MY: () => import('./locales/my.json'),
  EN: () => import('./locales/en.json'),
});
