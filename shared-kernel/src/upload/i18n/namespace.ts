import { registerNamespace } from '@mc/shared-kernel';

/** The kit's own texts: they load with the kit, not with the kernel core on every page. */
export const NS = 'kernel-upload';

registerNamespace(NS, {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
