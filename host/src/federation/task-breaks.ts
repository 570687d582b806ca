import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../scheduling/yield-to-main';

type GeneratePreloadAssets = NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>;

/**
 * Loading a remote's module is one chain of promises, and a chain runs to its end in the task it started
 * in: reading the remote's manifest, working out and asking for what the module needs (preloads), the
 * remote's entry script, starting the remote (its share scope, a version check for every shared module),
 * asking for the module's chunks, then running it. Home asks for three widgets at once and their manifest is
 * already fetched, so the three chains' first steps all ran in one task: 50 ms here, 200 ms in Lighthouse's
 * phone (4× slower CPU). The runtime awaits these hooks, so each step here starts a task of its own.
 */
export function taskBreaks(breakTask: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'mc-task-breaks',
    // Before anything: each module asked for starts in a task of its own.
    async beforeRequest(args) {
      await breakTask();
      return args;
    },
    // Between reading the manifest and working out the preloads.
    async beforePreloadRemote() {
      await breakTask();
    },
    // Between working out the preloads and adding them to the page. The runtime's own listener runs first
    // and returns them; one that returns nothing leaves them as they are (the types ask for a result).
    generatePreloadAssets: (async () => {
      await breakTask();
    }) as unknown as GeneratePreloadAssets,
    // Between the preloads and loading the entry.
    async afterResolve(args) {
      await breakTask();
      return args;
    },
    // Between the entry's script and starting the remote.
    async beforeInitRemote() {
      await breakTask();
    },
    // Between starting the remote and asking for the module's chunks.
    async beforeGetExpose() {
      await breakTask();
    },
    // Between the chunks' arrival and running the module.
    async beforeExecuteFactory() {
      await breakTask();
    },
  };
}
