/**
 * A job the local server runs in rounds on timers (the declarations' purge, the calendars' sync):
 * a first round after `firstDelayMs`, then one every `intervalMs`. A round still going when the
 * next is due makes the next one skip, not stack. The timers are unref'd: they never keep the
 * process alive. `round` must not throw (each job logs its own errors).
 */
export interface TimedRounds<T> {
  /** One round now (what the timers run), or the one still going. */
  runOnce(): Promise<T>;
  stop(): void;
}

export function startTimedRounds<T>(
  round: () => Promise<T>,
  timing: { firstDelayMs: number; intervalMs: number },
): TimedRounds<T> {
  let running: Promise<T> | null = null;
  const runOnce = (): Promise<T> => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const first = setTimeout(() => {
    void runOnce();
  }, timing.firstDelayMs);
  const every = setInterval(() => {
    void runOnce();
  }, timing.intervalMs);
  first.unref();
  every.unref();
  return {
    runOnce,
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
