import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle moment, and does nothing where there is no such moment unless told to wait instead', () => {
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
      jest.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);
      whenIdle(task, { timeoutMs: 5000, fallbackMs: 3000 }, {});
      jest.advanceTimersByTime(2999);
      expect(task).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
