import { IDLE_FALLBACK_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle moment, and where the browser cannot tell one (Safari) waits a fixed time instead', () => {
    jest.useFakeTimers();
    try {
      const task = jest.fn();
      const requestIdleCallback = jest.fn((callback: () => void) => {
        callback();
        return 1;
      });
      whenIdle(task, { timeoutMs: 4000 }, { requestIdleCallback } as unknown as Partial<Window>);
      expect(task).toHaveBeenCalledTimes(1);
      expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 4000 });
      whenIdle(task, { timeoutMs: 4000 }, {});
      jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
      expect(task).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(2);
      whenIdle(task, { timeoutMs: 5000, fallbackMs: 3000 }, {});
      jest.advanceTimersByTime(2999);
      expect(task).toHaveBeenCalledTimes(2);
      jest.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
