/**
 * Host inquiries, sent now or kept on the device: a submit with no connection (or a server that
 * does not answer) lands in the `pendingInquiries` table and goes out when the connection returns.
 * Every inquiry carries a client reference, so a resend is stored once by the server. Sent through
 * the call's contract (`callFunction(calls.submitHostInquiry, ...)`). Side effects: IndexedDB, network.
 */

import type { ValidInquiry } from '@shared/inquiry-schema.ts';
import { callFunction } from './call-function';
import type { CallAnswer, CallRequest } from './calls';
import * as calls from './calls.generated';
import type { FunctionResult } from './functions-client';
import { offlineDb, type PendingInquiry, type RihlaDatabase } from './offline-db';
import { browserIsOnline, failedForNow, outboxFlush, watchOutbox } from './outbox';
import { markPendingInquiries } from './pending-inquiries-flag';

export type SubmitInquiryOutcome =
  | { status: 'sent'; id: string }
  | { status: 'queued' }
  | { status: 'invalid'; message: string }
  | { status: 'rate-limited'; retryAfterSeconds: number | null }
  | { status: 'failed'; message: string | null };

/** submit-host-inquiry's request and answer, as its contract says. */
export type SubmitInquiryRequest = CallRequest<typeof calls.submitHostInquiry>;
type SubmitInquiryAnswer = CallAnswer<typeof calls.submitHostInquiry>;

type Send = (request: SubmitInquiryRequest) => Promise<FunctionResult<SubmitInquiryAnswer>>;

export interface OutboxOptions {
  db?: RihlaDatabase;
  send?: Send;
  isOnline?: () => boolean;
  newReference?: () => string;
}

const defaultSend: Send = (request) => callFunction(calls.submitHostInquiry, request);

export async function submitInquiry(
  inquiry: ValidInquiry,
  language: string,
  options: OutboxOptions = {},
): Promise<SubmitInquiryOutcome> {
  const db = options.db ?? offlineDb;
  const send = options.send ?? defaultSend;
  const online = options.isOnline ?? browserIsOnline;
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
  if (failedForNow(result)) return queue();
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
  return watchOutbox(() => db.pendingInquiries.count(), onChange);
}

/**
 * Sends the waiting inquiries, oldest first; returns how many were delivered. Stops at the first
 * that cannot go out now (still offline, rate-limited) and keeps it. One the server refuses as
 * invalid is dropped: resending could never succeed.
 */
export const flushInquiryOutbox = outboxFlush<OutboxOptions, PendingInquiry>((db, options) => {
  const send = options.send ?? defaultSend;
  return {
    waiting: () => db.pendingInquiries.orderBy('createdAt').toArray(),
    isOnline: options.isOnline ?? browserIsOnline,
    deliver: async (item) => {
      const clientReference = item.clientReference ?? crypto.randomUUID();
      if (!item.clientReference && item.id !== undefined) {
        await db.pendingInquiries.update(item.id, { clientReference });
      }
      const result = await send({
        inquiry: item.inquiry,
        clientReference,
        language: item.language as SubmitInquiryRequest['language'],
      });
      if (result.ok || (result.kind === 'http' && result.status === 400)) {
        await db.pendingInquiries.delete(item.id!);
        return result.ok ? 'delivered' : 'dropped';
      }
      return 'stop';
    },
    settle: async () => markPendingInquiries((await db.pendingInquiries.count()) > 0),
  };
});
