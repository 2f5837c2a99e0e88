/**
 * The local server's automated messages (issue 45, docs/automated-messages.md): the scheduler's
 * round every 20 seconds while the server runs, on the server's clock (the end-to-end tests move it:
 * test-clock.ts), and half a second after `kick()` (a booking was made or checked in: its
 * confirmation or its door code goes out at once). A round that sent something calls `onSent` (the
 * mail and push outboxes deliver right away). A round still going makes the next one wait its turn
 * (timed-rounds.ts). Errors are logged, never thrown; the timers are unref'd. On Supabase, pg_cron
 * calls automated-messages-run instead.
 */
import {
  type AutomatedRunReport,
  runAutomatedMessages,
} from '../functions/_shared/automated-messages-run.ts';
import type { Database } from '../functions/_shared/database.ts';
import type { ServerConfig } from '../functions/_shared/handler-types.ts';
import { startTimedRounds } from './timed-rounds.ts';

export const automatedRoundIntervalMs = 20 * 1000;
const kickDelayMs = 500;

export interface AutomatedScheduler {
  /** One round now, or the one still going; null if it failed. */
  runOnce(): Promise<AutomatedRunReport | null>;
  kick(): void;
  stop(): void;
}

export function startAutomatedScheduler(options: {
  db: Database;
  config: ServerConfig;
  now?: () => Date;
  intervalMs?: number;
  onSent?: () => void;
  log?: (line: string) => void;
}): AutomatedScheduler {
  const log = options.log ?? ((line: string) => console.error(line));
  const rounds = startTimedRounds(
    async (): Promise<AutomatedRunReport | null> => {
      try {
        const report = await runAutomatedMessages(options.db, options.config, {
          now: options.now?.() ?? new Date(),
        });
        if (report.sent > 0) options.onSent?.();
        return report;
      } catch (error) {
        log(`[automated messages] round failed (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
    },
    { firstDelayMs: kickDelayMs, intervalMs: options.intervalMs ?? automatedRoundIntervalMs },
  );
  let kickTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  return {
    runOnce: rounds.runOnce,
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        // A round going now may have read the bookings before the event committed: one more after it.
        void rounds.runOnce().then(() => rounds.runOnce());
      }, kickDelayMs);
      kickTimer.unref();
    },
    stop() {
      stopped = true;
      rounds.stop();
      if (kickTimer) clearTimeout(kickTimer);
    },
  };
}
