/**
 * Ends the current task: what follows runs in a task of its own, so input and rendering can go in between
 * (a long task is what Total Blocking Time counts). `scheduler.yield()` where the browser has it (the rest
 * runs before other waiting tasks), otherwise a zero-delay timer.
 */
export function yieldToMain(
  scope: { scheduler?: { yield?: () => Promise<void> } } = globalThis as never,
): Promise<void> {
  if (typeof scope.scheduler?.yield === 'function') return scope.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
