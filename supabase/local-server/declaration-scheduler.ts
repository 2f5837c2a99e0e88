/**
 * The local server's purge of the guest declarations (database writes, on a timer): once when the
 * server starts, then every hour while it runs, declarations past DECLARATION_RETENTION_DAYS after
 * check-out are deleted (_shared/declaration-purge.ts). A round still going when the next is due
 * makes the next one skip. Errors are logged, never thrown; the timers are unref'd, they never
 * keep the process alive. (On Supabase, pg_cron calls declarations-purge instead: see docs/deployment.md.)
 */
import type { Database } from '../functions/_shared/database.ts';
import { purgeExpiredDeclarations } from '../functions/_shared/declaration-purge.ts';
import { startTimedRounds } from './timed-rounds.ts';

export const declarationPurgeIntervalMs = 60 * 60 * 1000;

export interface DeclarationScheduler {
  /** One round now (what the timer runs); resolves with the declarations deleted, null if it failed. */
  runOnce(): Promise<number | null>;
  stop(): void;
}

export function startDeclarationScheduler(options: {
  db: Database;
  retentionDays: number;
  now?: () => Date;
  intervalMs?: number;
  log?: (line: string) => void;
}): DeclarationScheduler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  return startTimedRounds(
    async () => {
      try {
        return await purgeExpiredDeclarations(options.db, {
          now: now(),
          retentionDays: options.retentionDays,
        });
      } catch (error) {
        log(`[declarations] purge failed (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
    },
    { firstDelayMs: 0, intervalMs: options.intervalMs ?? declarationPurgeIntervalMs },
  );
}
