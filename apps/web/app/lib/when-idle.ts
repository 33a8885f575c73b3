/**
 * Runs `task` when the browser has nothing better to do (soon after
 * hydration), so code a tap will need is already here when the connection
 * drops; returns the cancel. Browsers without requestIdleCallback run it on
 * the next task.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
