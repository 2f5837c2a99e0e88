/**
 * What the device's outboxes share (checkin-outbox.ts, inquiry-outbox.ts): whether the browser says
 * it is online, which failures are worth sending again, watching a table, and the flush: the
 * waiting items oldest first while online, one run at a time per database, stopping at the first
 * item that cannot go out now. Each outbox says what sending one item means.
 */
import { liveQuery } from 'dexie';
import type { FunctionResult } from './functions-client';
import { offlineDb, type RihlaDatabase } from './offline-db';

export const browserIsOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** No connection, or a server (or a proxy) that failed for now: worth sending again later. */
export function failedForNow(result: FunctionResult<unknown>): boolean {
  return !result.ok && (result.kind === 'network' || result.status === 408 || result.status >= 500);
}

/**
 * What became of one item: `delivered` or `dropped` (it left the outbox), `waits` (it stays, the
 * next goes on), `stop` (it stays, and so do the ones after it).
 */
export type Delivery = 'delivered' | 'dropped' | 'waits' | 'stop';

export interface OutboxRun<Item> {
  /** The waiting items, oldest first. */
  waiting: () => Promise<Item[]>;
  isOnline: () => boolean;
  deliver: (item: Item) => Promise<Delivery>;
  /** After the run (the localStorage hint set from what is left). */
  settle: () => Promise<void>;
}

async function runOutbox<Item>(run: OutboxRun<Item>): Promise<number> {
  let delivered = 0;
  for (const item of await run.waiting()) {
    if (!run.isOnline()) break;
    const delivery = await run.deliver(item);
    if (delivery === 'stop') break;
    if (delivery === 'delivered') delivered += 1;
  }
  await run.settle();
  return delivered;
}

/**
 * An outbox's flush: answers how many items were delivered. One run at a time per database: a call
 * while one runs answers with that run.
 */
export function outboxFlush<Options extends { db?: RihlaDatabase }, Item>(
  plan: (db: RihlaDatabase, options: Options) => OutboxRun<Item>,
): (options?: Options) => Promise<number> {
  const running = new WeakMap<RihlaDatabase, Promise<number>>();
  return (options = {} as Options) => {
    const db = options.db ?? offlineDb;
    const current = running.get(db);
    if (current) return current;
    const run = (async () => runOutbox(plan(db, options)))().finally(() => running.delete(db));
    running.set(db, run);
    return run;
  };
}

/** Calls `onChange` with what `read` answers (from IndexedDB) now and whenever it changes. */
export function watchOutbox<T>(read: () => Promise<T>, onChange: (value: T) => void): () => void {
  const subscription = liveQuery(read).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}
