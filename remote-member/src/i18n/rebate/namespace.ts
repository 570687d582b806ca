import { registerNamespace } from '@mc/shared-kernel';

// Rebate, VIP benefits and leaderboard texts load with those screens only.
registerNamespace('member-rebate', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
