import { registerNamespace } from '@mc/shared-kernel';

// Home's texts come in the home page's own chunk ("home", app/load-home.ts), which a visit
// starting on home preloads: not another request between the first paint and the banner, and nothing on
// the site's other pages. Registered by the host's first script, so boot can ask for them at once.
registerNamespace('host-home', {
  MY: () => import(/* webpackChunkName: "home" */ './my.json'),
  EN: () => import(/* webpackChunkName: "home" */ './en.json'),
});
