import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { startsFromPrerenderedHtml } from './prerendered-html';

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport, or
 * `idleAfterMs` after it was first shown: content below the fold (and the code it lazy-loads) stays
 * out of the first view but is there before anyone scrolls to it. It renders as a transition, in
 * slices, so the page stays responsive meanwhile. Prerendered HTML has it from the start.
 */
export function LoadWhenNear({
  children,
  placeholder,
  rootMargin = '400px',
  idleAfterMs = 3000,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
  idleAfterMs?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => startsFromPrerenderedHtml() || typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    const timer = window.setTimeout(() => startTransition(() => setNear(true)), idleAfterMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [near, rootMargin, idleAfterMs]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
