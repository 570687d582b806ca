import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('host-home', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
