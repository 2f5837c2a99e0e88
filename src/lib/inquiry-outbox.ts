/**
 * Host inquiries, sent now or kept on the device: a submit with no connection (or a server that
 * does not answer) lands in the `pendingInquiries` table and goes out when the connection returns.
 * Every inquiry carries a client reference, so a resend is stored once by the server.
 */

import type { SubmitInquiryRequest, SubmitInquiryResponse, ValidInquiry } from '@shared/inquiry-schema.ts';
import { liveQuery } from 'dexie';
import { invokeFunction } from './functions-client';
import { offlineDb, type RihlaDatabase } from './offline-db';
import { markPendingInquiries } from './pending-inquiries-flag';

export const inquiryFunctionName = 'submit-host-inquiry';

export type SubmitInquiryOutcome =
  | { status: 'sent'; id: string }
  | { status: 'queued' }
  | { status: 'invalid'; message: string }
  | { status: 'rate-limited'; retryAfterSeconds: number | null }
  | { status: 'failed'; message: string | null };

type Send = (request: SubmitInquiryRequest) => ReturnType<typeof invokeFunction<SubmitInquiryResponse>>;

export interface OutboxOptions {
  db?: RihlaDatabase;
  send?: Send;
  isOnline?: () => boolean;
  newReference?: () => string;
}

const defaultSend: Send = (request) => invokeFunction<SubmitInquiryResponse>(inquiryFunctionName, request);
const defaultOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Worth trying again later: no connection, or the server (or a proxy) failed. */
function retryable(result: Awaited<ReturnType<Send>>): boolean {
  return !result.ok && (result.kind === 'network' || result.status >= 500 || result.status === 408);
}

export async function submitInquiry(
  inquiry: ValidInquiry,
  language: string,
  options: OutboxOptions = {},
): Promise<SubmitInquiryOutcome> {
  const db = options.db ?? offlineDb;
  const send = options.send ?? defaultSend;
  const online = options.isOnline ?? defaultOnline;
  const clientReference = (options.newReference ?? (() => crypto.randomUUID()))();
  const queue = async (): Promise<SubmitInquiryOutcome> => {
    await db.pendingInquiries.add({ inquiry, createdAt: Date.now(), clientReference, language });
    markPendingInquiries(true);
    return { status: 'queued' };
  };

  if (!online()) return queue();
  const result = await send({
    inquiry,
    clientReference,
    language: language as SubmitInquiryRequest['language'],
  });
  if (result.ok) return { status: 'sent', id: result.data.id };
  if (retryable(result)) return queue();
  if (result.kind === 'http' && result.status === 429) {
    return { status: 'rate-limited', retryAfterSeconds: result.retryAfterSeconds };
  }
  if (result.kind === 'http' && result.status === 400) {
    return { status: 'invalid', message: result.message ?? '' };
  }
  return { status: 'failed', message: result.kind === 'http' ? result.message : null };
}

export function countPendingInquiries(db: RihlaDatabase = offlineDb): Promise<number> {
  return db.pendingInquiries.count();
}

/** Calls `onChange` with the number of waiting inquiries now and whenever it changes. */
export function watchPendingInquiries(
  onChange: (count: number) => void,
  db: RihlaDatabase = offlineDb,
): () => void {
  const subscription = liveQuery(() => db.pendingInquiries.count()).subscribe({
    next: onChange,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

const inFlight = new WeakMap<RihlaDatabase, Promise<number>>();

/**
 * Sends the waiting inquiries, oldest first; returns how many were delivered. Stops at the first
 * that cannot go out now (still offline, rate-limited) and keeps it. One the server refuses as
 * invalid is dropped: resending could never succeed.
 */
export function flushInquiryOutbox(options: OutboxOptions = {}): Promise<number> {
  const db = options.db ?? offlineDb;
  const running = inFlight.get(db);
  if (running) return running;
  const run = (async () => {
    const send = options.send ?? defaultSend;
    const online = options.isOnline ?? defaultOnline;
    let delivered = 0;
    const pending = await db.pendingInquiries.orderBy('createdAt').toArray();
    for (const item of pending) {
      if (!online()) break;
      const clientReference = item.clientReference ?? crypto.randomUUID();
      if (!item.clientReference && item.id !== undefined) {
        await db.pendingInquiries.update(item.id, { clientReference });
      }
      const result = await send({
        inquiry: item.inquiry,
        clientReference,
        language: item.language as SubmitInquiryRequest['language'],
      });
      if (result.ok) {
        await db.pendingInquiries.delete(item.id!);
        delivered += 1;
      } else if (result.kind === 'http' && result.status === 400) {
        await db.pendingInquiries.delete(item.id!);
      } else {
        break;
      }
    }
    markPendingInquiries((await db.pendingInquiries.count()) > 0);
    return delivered;
  })().finally(() => inFlight.delete(db));
  inFlight.set(db, run);
  return run;
}
