import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../app/yield-to-main';

/**
 * Loading a remote's module is one chain of promises, and a chain runs to its end in the task it started
 * in: the remote's entry script, then starting the remote (its share scope, a version check for every
 * shared module), then asking for the module's chunks, then running it. On home that was one task of 70–80
 * ms in Lighthouse's phone (4× slower CPU) as the games widgets arrived. The runtime awaits these hooks, so
 * each step here starts a task of its own.
 */
export function taskBreaks(breakTask: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'mc-task-breaks',
    // Between reading the manifest (and working out the preloads) and loading the entry.
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
