/**
 * The local server's sync of the channel calendars (network and database, on a timer): every feed
 * every 30 minutes while the server runs, the first round a minute after it starts. As the server
 * (no Row Level Security), one feed at a time; a round still going when the next is due makes the
 * next one skip, so a feed is never synced twice at once by the timer (a host's "Sync now" may run
 * meanwhile: the feed's row lock orders the writes). Errors are recorded on the feed and logged,
 * never thrown. The timer is unref'd: it never keeps the process alive. (On Supabase, pg_cron calls
 * ical-sync-all instead: see docs/deployment.md.)
 */
import type { Database } from '../functions/_shared/database.ts';
import { localDay } from '../functions/_shared/host-data.ts';
import { syncAllFeeds } from '../functions/_shared/ical-sync.ts';
import { startTimedRounds } from './timed-rounds.ts';

export const icalSyncIntervalMs = 30 * 60 * 1000;
const firstRoundDelayMs = 60 * 1000;

export interface IcalScheduler {
  /** One round now (what the timer runs); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): void;
}

export function startIcalScheduler(options: {
  db: Database;
  allowLocalHttp: boolean;
  now?: () => Date;
  intervalMs?: number;
  firstDelayMs?: number;
  log?: (line: string) => void;
}): IcalScheduler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  return startTimedRounds(
    async () => {
      try {
        const at = now();
        const results = await syncAllFeeds(options.db, {
          now: at,
          today: localDay(at),
          allowLocalHttp: options.allowLocalHttp,
        });
        const failed = results.filter((result) => !result.ok);
        if (failed.length) {
          log(
            `[ical-sync] ${failed.length} of ${results.length} calendars failed: ${failed.map((f) => `${f.feedId} ${f.error}`).join(', ')}`,
          );
        }
      } catch (error) {
        log(`[ical-sync] round failed (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    {
      firstDelayMs: options.firstDelayMs ?? firstRoundDelayMs,
      intervalMs: options.intervalMs ?? icalSyncIntervalMs,
    },
  );
}
