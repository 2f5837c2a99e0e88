import { startTransition, useEffect, useState } from 'react';
import { startsFromPrerenderedHtml } from './prerendered-html';

/**
 * False for the first render, true right after the browser has painted it: what comes second (below
 * the fold) renders in a transition once what matters most is already on screen. True from the start
 * on a page that starts from prerendered HTML, which has it all.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(startsFromPrerenderedHtml);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once; once painted, it stays so.
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
