import { useEffect, useState } from 'react';

interface AnswerState<T> {
  /** The request the data answers (JSON), or null before any answer. */
  answered: string | null;
  data: T | undefined;
  /** The failure of the last call, for the request `failedFor`. */
  error: unknown;
  failedFor: string | null;
}

/**
 * One server answer for a request, asked again when the request changes; the last answer stays
 * available while the next one loads (`stale`: it answers another request). Kept in memory only:
 * free nights and prices are the server's, never stored on the device. A small hook of its own
 * rather than TanStack Query, whose code the host area's first view would then share with the site
 * (a chunk of its own, over that view's budget).
 */
export function useServerAnswer<T>(
  request: object,
  enabled: boolean,
  load: (signal: AbortSignal) => Promise<T>,
) {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AnswerState<T>>({
    answered: null,
    data: undefined,
    error: null,
    failedFor: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request's key and the attempt say when to ask; `load` follows the key.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ answered: key, data, error: null, failedFor: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, error, failedFor: key }));
      },
    );
    return () => controller.abort();
  }, [key, enabled, attempt]);
  const failed = state.failedFor === key;
  return {
    data: state.data,
    error: failed ? state.error : null,
    isError: failed,
    /** The data answers an earlier request; the one for this request is on its way. */
    isStale: state.data !== undefined && state.answered !== key && !failed,
    refetch: () => setAttempt((count) => count + 1),
  };
}
