import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport, or once the
 * page has been idle for `idleAfterMs`: content below the fold (and the code it lazy-loads) stays
 * out of the first view but is there before anyone scrolls to it.
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
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const timer = window.setTimeout(() => setNear(true), idleAfterMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [near, rootMargin, idleAfterMs]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
