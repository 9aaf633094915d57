/**
 * How a waiting new version of the service worker takes over: the page posts this message when the
 * learner presses Reload on the update prompt (src/app/pwa.ts), and the worker (src/sw/sw.ts) then
 * skips waiting. Both import it from here, so neither can drift from the other.
 */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Whether a message a worker received is the page's "take over now". */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
}
