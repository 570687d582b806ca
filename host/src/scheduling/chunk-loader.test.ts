import { chunkLoader } from './chunk-loader';

describe('chunkLoader', () => {
  it('loads a chunk once however often it is asked for, and forgets it when told', async () => {
    const importChunk = jest.fn(async () => 'page');
    const chunk = chunkLoader(importChunk, { timeoutMs: 100 });
    await expect(Promise.all([chunk.load(), chunk.load()])).resolves.toEqual(['page', 'page']);
    await chunk.load();
    expect(importChunk).toHaveBeenCalledTimes(1);
    chunk.forget();
    await chunk.load();
    expect(importChunk).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure, so the next load tries again', async () => {
    const importChunk = jest.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue('page');
    const chunk = chunkLoader(importChunk, { timeoutMs: 100 });
    await expect(chunk.load()).rejects.toThrow('Loading chunk failed');
    await expect(chunk.load()).resolves.toBe('page');
    expect(importChunk).toHaveBeenCalledTimes(2);
  });

  it('loads when the page is idle (after the fallback delay without requestIdleCallback), a failure unreported', async () => {
    jest.useFakeTimers();
    try {
      const importChunk = jest.fn().mockRejectedValue(new Error('offline'));
      const chunk = chunkLoader(importChunk, { timeoutMs: 5000, fallbackMs: 3000 });
      chunk.loadWhenIdle();
      jest.advanceTimersByTime(2999);
      expect(importChunk).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(importChunk).toHaveBeenCalledTimes(1);
      // Nothing unhandled: the next load reports it.
      await Promise.resolve();
      await expect(chunk.load()).rejects.toThrow('offline');
    } finally {
      jest.useRealTimers();
    }
  });
});
