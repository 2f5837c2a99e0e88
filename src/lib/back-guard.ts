/**
 * The browser's Back and Forward, seen before the router sees them (issue 43: a form with unsaved
 * work asks before leaving). The router's own popstate listener would otherwise act first: listeners
 * on the window run in the order they were added, so this one is added once before the router mounts
 * (app.tsx), and a form sets the one guard that may stop the event. Side effect: a window listener.
 */

/** Returns true to keep the event from the router (the guard then deals with it). */
export type BackGuard = (event: PopStateEvent) => boolean;

let current: BackGuard | null = null;
let installed = false;

/** Adds the window's first popstate listener; call it before the router mounts. Idempotent. */
export function installBackGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the guard; the function returned removes it (if it is still the one set). */
export function setBackGuard(guard: BackGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}
