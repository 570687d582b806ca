import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('host-chrome', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
