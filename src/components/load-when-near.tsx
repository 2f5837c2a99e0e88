import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { startsFromPrerenderedHtml } from './prerendered-html';

/** Keeps what the prerendered HTML has in this element, untouched, until the code for it is wanted. */
const keepServerHtml = { __html: '' };

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport, or
 * `idleAfterMs` after it was first shown: content below the fold (and the code it lazy-loads) stays
 * out of the first view but is there before anyone scrolls to it. It renders as a transition, in
 * slices, so the page stays responsive meanwhile. On a prerendered page (issue 32) the build draws
 * the children in the HTML, and hydration keeps that HTML as it is, without loading their code,
 * until the same moment comes.
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
  const [prerendered] = useState(startsFromPrerenderedHtml);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
  if (!prerendered) return near ? children : <div ref={ref}>{placeholder}</div>;
  // The build (no window) draws the children; the browser keeps them until it renders its own.
  if (near || typeof window === 'undefined') return <div ref={ref}>{children}</div>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: it tells React to leave the prerendered HTML alone.
    <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={keepServerHtml} />
  );
}
