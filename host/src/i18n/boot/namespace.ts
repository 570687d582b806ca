import { registerNamespace } from '@mc/shared-kernel';

// The boot screen shows when the site could not start, often offline: its texts ship inside the host's
// bundle ("eager"), never as another request that could fail in turn.
registerNamespace('host-boot', {
  MY: () => import(/* webpackMode: "eager" */ './my.json'),
  EN: () => import(/* webpackMode: "eager" */ './en.json'),
});
