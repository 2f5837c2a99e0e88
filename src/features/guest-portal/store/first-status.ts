/**
 * The page's first status. Where the build prerendered the find form (issue 43) and the app hydrates
 * it, the find form ('idle'): the store's first state is also what hydration reads, which must draw
 * exactly the prerendered HTML. Elsewhere (a payment return, a device with stays saved, whose page
 * is then drawn anew: src/boot/main.tsx) the page waits for the saved stays ('initializing').
 */
export function firstStatus(): 'idle' | 'initializing' {
  if (typeof document === 'undefined') return 'idle';
  const html = document.documentElement;
  const hydrating = html.hasAttribute('data-prerendered') && !html.hasAttribute('data-prerendered-stale');
  return hydrating && !new URLSearchParams(window.location.search).has('payment') ? 'idle' : 'initializing';
}
