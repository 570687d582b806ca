/**
 * Runs `task` when the browser has a moment after the first render (at the latest after `timeoutMs`).
 * A browser that cannot say when it is idle runs it after `fallbackMs`, or never when none is given (work
 * that is only worth doing in spare time).
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs?: number },
  win: Partial<Window> = globalThis as unknown as Partial<Window>,
): void {
  if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: timeoutMs });
  else if (fallbackMs !== undefined) setTimeout(task, fallbackMs);
}
