/**
 * Lets the browser paint and handle input before the caller goes on, so start-up work runs as
 * several short tasks instead of one long one (a long task is what makes a tap feel ignored, and
 * what Lighthouse's Total Blocking Time counts). Uses `scheduler.yield()` where the browser has it
 * (Chromium 129+), which resumes ahead of other queued tasks; elsewhere a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
