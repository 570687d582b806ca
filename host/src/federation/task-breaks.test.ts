import { createInstance } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../scheduling/yield-to-main';
import { taskBreaks } from './task-breaks';

const HOOKS = [
  'beforeRequest',
  'beforePreloadRemote',
  'generatePreloadAssets',
  'afterResolve',
  'beforeInitRemote',
  'beforeGetExpose',
  'beforeExecuteFactory',
] as const;
/** Waterfall hooks: the runtime goes on with what they return. */
const WATERFALL: ReadonlyArray<(typeof HOOKS)[number]> = ['beforeRequest', 'afterResolve'];

describe('task breaks in the federation runtime', () => {
  it.each(HOOKS)('%s waits for a new task before the runtime goes on', async (hook) => {
    let release: () => void = () => undefined;
    const plugin = taskBreaks(() => new Promise<void>((resolve) => (release = resolve)));
    const args = { id: 'games/routes' };
    let done = false;
    const result = (plugin[hook] as unknown as (a: unknown) => Promise<unknown>)(args).then((value) => {
      done = true;
      return value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    // The waterfall hooks hand the runtime their arguments unchanged; the others return nothing.
    await expect(result).resolves.toBe(WATERFALL.includes(hook) ? args : undefined);
  });

  it("leaves the preloads the runtime's own listener works out as they are", async () => {
    const runtime = createInstance({ name: 'host-test', remotes: [], plugins: [taskBreaks(() => Promise.resolve())] });
    const remote = { name: 'games', entry: 'http://localhost:3002/0.1.0/remoteEntry.js' };
    const assets = await runtime.remoteHandler.hooks.lifecycle.generatePreloadAssets.emit({
      origin: runtime,
      preloadOptions: { remote, preloadConfig: { nameOrAlias: 'games' } },
      remote,
      remoteInfo: {
        name: 'games',
        entry: remote.entry,
        type: 'global',
        entryGlobalName: 'games',
        shareScope: 'default',
      },
      remoteSnapshot: undefined,
      globalSnapshot: {},
    } as unknown as Parameters<typeof runtime.remoteHandler.hooks.lifecycle.generatePreloadAssets.emit>[0]);
    // A remote named by its entry: the runtime's answer is to preload that entry.
    expect(assets).toEqual(expect.objectContaining({ entryAssets: [expect.objectContaining({ url: remote.entry })] }));
  });
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(async () => undefined) };
    await yieldToMain({ scheduler });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('otherwise goes on after a timer, not in the same task', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      const yielded = yieldToMain({}).then(() => (done = true));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(done).toBe(false);
      jest.runOnlyPendingTimers();
      await yielded;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
