/**
 * How long a browser that cannot say when it is idle (Safari has no requestIdleCallback) waits instead:
 * long enough for the first render's work to be done, so the task still comes after it.
 */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `task` when the browser has a moment after the first render (at the latest after `timeoutMs`).
 * A browser that cannot say when it is idle runs it after `fallbackMs` (default IDLE_FALLBACK_MS): iPhones
 * get the same work done ahead as other phones, the remotes' manifests among it.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs = IDLE_FALLBACK_MS }: { timeoutMs: number; fallbackMs?: number },
  win: Partial<Window> = globalThis as unknown as Partial<Window>,
): void {
  if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, fallbackMs);
}
