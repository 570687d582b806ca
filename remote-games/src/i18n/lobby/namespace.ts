import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('games-lobby', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
