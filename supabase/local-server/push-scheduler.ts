/**
 * The local server's push deliverer (database and network, on a timer; issue 44): sends the due
 * notices of the push outbox every 15 seconds while the server runs (the door codes the clock
 * released queued first), and half a second after
 * `kick()` (call it after an event that queued notices; several kicks close together: one round).
 * A round still going makes the next one wait its turn (timed-rounds.ts). Errors are logged, never
 * thrown; the timers are unref'd. On Supabase, pg_cron calls push-outbox-deliver instead.
 */
import type { Database } from '../functions/_shared/database.ts';
import { deliverDuePushes, type PushDeliveryReport } from '../functions/_shared/push-delivery.ts';
import { queueReleasedDoorCodes } from '../functions/_shared/push-notices.ts';
import { startTimedRounds } from './timed-rounds.ts';

export const pushDeliveryIntervalMs = 15 * 1000;
const kickDelayMs = 500;

export interface PushScheduler {
  /** One round now, or the one still going; null if it failed. */
  runOnce(): Promise<PushDeliveryReport | null>;
  kick(): void;
  stop(): void;
}

export function startPushScheduler(options: {
  db: Database;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Hours after check-out a door code stays the guest's (DOOR_CODE_GRACE_HOURS). */
  graceHours: number;
  now?: () => Date;
  intervalMs?: number;
  log?: (line: string) => void;
}): PushScheduler {
  const log = options.log ?? ((line: string) => console.error(line));
  const rounds = startTimedRounds(
    async (): Promise<PushDeliveryReport | null> => {
      try {
        const now = options.now?.() ?? new Date();
        await queueReleasedDoorCodes(options.db, now, options.graceHours);
        const report = await deliverDuePushes(options.db, { vapid: options.vapid, now });
        if (report.retrying || report.failed) {
          log(
            `[push] ${report.sent} sent, ${report.retrying} to be tried again, ${report.failed} failed (see push_outbox.last_error)`,
          );
        }
        return report;
      } catch (error) {
        log(`[push] round failed (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
    },
    { firstDelayMs: kickDelayMs, intervalMs: options.intervalMs ?? pushDeliveryIntervalMs },
  );
  let kickTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  return {
    runOnce: rounds.runOnce,
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        // A round going now may have claimed before the event committed: one more after it.
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
