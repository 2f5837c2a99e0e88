/**
 * Asks before leaving a form with unsaved work (issue 43). The app's router is a BrowserRouter (the
 * prerender shares its tree), which has no useBlocker: while `when` holds, this hook holds the
 * router's own navigations (links, the sidebar, navigate()) until the host answers, puts the browser's
 * Back and Forward back where they were (then replays them on Leave), and asks the browser to
 * confirm a reload or closing the tab (beforeunload). Side effects: the router's navigator, the
 * app's back guard and a window listener, all restored when `when` ends or the form goes.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { setBackGuard } from '@/lib/back-guard';

type HistoryLike = {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
};

/** The router's place in the browser's history (BrowserRouter keeps it in history.state.idx). */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

export interface LeaveGuard {
  /** A navigation waits for the host's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
  /** Lets the next navigations through without asking (after a save, or Discard). */
  release: () => void;
}

export function useLeaveGuard(when: boolean): LeaveGuard {
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as HistoryLike;
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!when) return;
    released.current = false;
    const { push, replace, go } = navigator;
    const hold = (proceed: () => void) => {
      if (released.current) return proceed();
      pending.current = proceed;
      setAsking(true);
    };
    navigator.push = (...args) => hold(() => push.apply(navigator, args));
    navigator.replace = (...args) => hold(() => replace.apply(navigator, args));
    navigator.go = (delta) => hold(() => go.call(navigator, delta));

    // Back or Forward: the address has changed already; the router does not hear of it (the app's
    // back guard, src/lib/back-guard.ts, runs before it), the browser goes back to the form, and
    // Leave goes again.
    const here = historyIndex(window.history.state);
    let returning = false;
    const onPopState = (event: PopStateEvent): boolean => {
      if (released.current) return false;
      const there = historyIndex(event.state);
      if (returning) {
        returning = false;
        return true;
      }
      if (here === null || there === null || there === here) return false;
      returning = true;
      window.history.go(here - there);
      pending.current = () => window.history.go(there - here);
      setAsking(true);
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only with a returnValue.
      event.returnValue = '';
    };
    const removeBackGuard = setBackGuard(onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
      removeBackGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  const stay = useCallback(() => {
    pending.current = null;
    setAsking(false);
  }, []);
  const leave = useCallback(() => {
    released.current = true;
    const proceed = pending.current;
    pending.current = null;
    setAsking(false);
    proceed?.();
  }, []);
  return { asking, stay, leave, release };
}
