import { registerNamespace } from '@mc/shared-kernel';

// Home is the page most visits start on: its texts ship inside the host's bundle ("eager") rather than
// as another request between the first paint and the banner.
registerNamespace('host-home', {
  MY: () => import(/* webpackMode: "eager" */ './my.json'),
  EN: () => import(/* webpackMode: "eager" */ './en.json'),
});
