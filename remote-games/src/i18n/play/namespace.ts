import { registerNamespace } from '@mc/shared-kernel';

registerNamespace('games-play', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
