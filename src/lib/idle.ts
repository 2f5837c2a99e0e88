/**
 * Runs work the first view does not need a moment after the page has loaded, when the browser is
 * idle, so that it never competes with the first render (which React renders in slices, leaving
 * idle periods before it is done).
 */
export function afterLoadWhenIdle(work: () => void, delayMs = 1000, timeoutMs = 2000): void {
  const whenIdle = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => work(), { timeout: timeoutMs });
      } else {
        work();
      }
    }, delayMs);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
