import type { createInstance } from '@module-federation/enhanced/runtime';

type SharedOption = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/**
 * The modules the host hands the federation runtime for remotes to share: the very copies the host runs on
 * (one React, one router, one kernel with its session store). Imported as the host imports them (`require`
 * would take a package's CommonJS build, a second copy); they are already loaded, so this costs nothing but
 * keeping every export, as any remote may use any of them. The kernel's kits are handed over only when a
 * remote asks for one.
 */
// Eager: whatever of these is not in the page's first script already comes in the runtime's own chunk
// (preloaded with the page on a remote's path), not in four more requests one round trip later.
const running = async (): Promise<Record<string, unknown>> => {
  const modules = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react/jsx-runtime'),
    import(/* webpackMode: "eager" */ 'react-dom'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react-router'),
    import(/* webpackMode: "eager" */ 'zustand'),
    import(/* webpackMode: "eager" */ 'i18next'),
    import(/* webpackMode: "eager" */ 'react-i18next'),
    import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    import(/* webpackMode: "eager" */ '@mc/shared-kernel'),
  ]);
  const names = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router',
    'zustand',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    '@mc/shared-kernel',
  ];
  return Object.fromEntries(names.map((name, i) => [name, modules[i]]));
};

export const KITS: Record<string, () => Promise<unknown>> = {
  '@mc/shared-kernel/money': () => import('@mc/shared-kernel/money'),
  '@mc/shared-kernel/upload': () => import('@mc/shared-kernel/upload'),
  '@mc/shared-kernel/records': () => import('@mc/shared-kernel/records'),
  '@mc/shared-kernel/clipboard': () => import('@mc/shared-kernel/clipboard'),
};

type Provision = Record<string, { version: string; requiredVersion: string }>;

/** The `shared` option of the host's federation instance; fails loudly if a shared name has no module here. */
export async function hostShared(provision: Provision = __SHARED__): Promise<SharedOption> {
  const modules = await running();
  const shared: SharedOption = {};
  for (const [name, { version, requiredVersion }] of Object.entries(provision)) {
    const common = { version, scope: 'default', shareConfig: { singleton: true, requiredVersion } };
    const kit = KITS[name];
    if (name in modules) shared[name] = { ...common, lib: () => modules[name] as never, loaded: true };
    else if (kit) shared[name] = { ...common, get: () => kit().then((module) => () => module as never) };
    else throw new Error(`the host has no module for the shared name "${name}"`);
  }
  return shared;
}
