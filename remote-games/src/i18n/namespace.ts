import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('games', {
  MY: () => import('./locales/my.json'),
  EN: () => import('./locales/en.json'),
});
