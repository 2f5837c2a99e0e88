/**
 * The local server's mail sender (database and network or files, on a timer): delivers the due
 * mails of the outbox every 15 seconds while the server runs, and soon after `kick()` (debounced:
 * call it after an event that wrote mails). A round still going when the next is due makes the
 * next one skip (a kick during a round runs one more round after it). Errors are logged, never
 * thrown; the timers are unref'd, they never keep the process alive. On Supabase, pg_cron calls
 * mail-outbox-deliver instead (docs/deployment.md).
 */
import type { Database } from '../functions/_shared/database.ts';
import { type DeliveryReport, deliverDueMails } from '../functions/_shared/mail-outbox.ts';
import type { MailTransport } from '../functions/_shared/mail-transport.ts';

export const mailDeliveryIntervalMs = 15 * 1000;
const kickDelayMs = 500;

export interface MailScheduler {
  /** One round now (what the timer runs); resolves when it is done, null if it failed. */
  runOnce(): Promise<DeliveryReport | null>;
  /** A round soon (several kicks close together: one round). */
  kick(): void;
  stop(): void;
}

export function startMailScheduler(options: {
  db: Database;
  transport: MailTransport;
  siteUrl: string;
  from: string;
  now?: () => Date;
  intervalMs?: number;
  kickDelayMs?: number;
  log?: (line: string) => void;
}): MailScheduler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let round: Promise<DeliveryReport | null> | null = null;
  let kickedDuringRound = false;
  let kickTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const runOnce = (): Promise<DeliveryReport | null> => {
    // A round still going when the next is due: the next one is skipped, not stacked.
    round ??= (async () => {
      try {
        const report = await deliverDueMails(options.db, options.transport, {
          now: now(),
          siteUrl: options.siteUrl,
          from: options.from,
        });
        if (report.retrying || report.failed) {
          log(
            `[mail] ${report.sent} sent, ${report.retrying} to be tried again, ${report.failed} failed for good (see mail_outbox.last_error)`,
          );
        }
        return report;
      } catch (error) {
        log(`[mail] round failed (${error instanceof Error ? error.message : String(error)})`);
        return null;
      } finally {
        round = null;
        if (kickedDuringRound) {
          kickedDuringRound = false;
          kick();
        }
      }
    })();
    return round;
  };

  const kick = (): void => {
    if (stopped) return;
    if (round) {
      kickedDuringRound = true;
      return;
    }
    if (kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = null;
      void runOnce();
    }, options.kickDelayMs ?? kickDelayMs);
    kickTimer.unref();
  };

  const every = setInterval(() => {
    void runOnce();
  }, options.intervalMs ?? mailDeliveryIntervalMs);
  every.unref();
  return {
    runOnce,
    kick,
    stop() {
      stopped = true;
      clearInterval(every);
      if (kickTimer) clearTimeout(kickTimer);
    },
  };
}
