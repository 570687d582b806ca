import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('games-widgets', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
