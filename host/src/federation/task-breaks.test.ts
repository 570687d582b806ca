import { yieldToMain } from '../app/yield-to-main';
import { taskBreaks } from './task-breaks';

const HOOKS = ['afterResolve', 'beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const;

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
    // The waterfall hook hands the runtime its arguments unchanged; the others return nothing.
    await expect(result).resolves.toBe(hook === 'afterResolve' ? args : undefined);
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
