/**
 * The online check-in's forms, sent now or kept on the device: a form submitted with no connection
 * (or to a server that does not answer) lands in the `pendingCheckIns` table and goes out when the
 * connection returns (checkin-delivery.ts, and the check-in page while it is open). A form the
 * server takes saves the booking it answers on the device (so the stay view shows the code once
 * released) and deletes the guest's draft; one it refuses for good stays a draft, marked refused.
 * Every form goes with the stay's guest token (issue 41), read from the saved stay as it is sent (a
 * new lookup's token serves the forms kept before it) or else the one kept with the form; a form
 * with no token the server would take waits, and a refused token is taken off the saved stay. Sent
 * through the call's contract (`callFunction(calls.guestCheckIn, ...)`; request and answer types:
 * api-types.ts, from the contract). Side effects: IndexedDB, network.
 */

import type { BookingDetails, GuestCheckInRequest, GuestCheckInResponse } from '@shared/api-types.ts';
import { callFunction } from './call-function';
import * as calls from './calls.generated';
import { deleteCheckInDraft, markCheckInDraftRefused } from './checkin-drafts';
import { type FunctionResult, isGuestTokenRefusal } from './functions-client';
import { type CheckInRefusal, offlineDb, type PendingCheckIn, type RihlaDatabase } from './offline-db';
import { browserIsOnline, failedForNow, outboxFlush, watchOutbox } from './outbox';
import { markPendingCheckIns } from './pending-checkins-flag';
import { forgetGuestAccess, keepStay } from './saved-stays';

export type SubmitCheckInOutcome =
  | { status: 'sent'; booking: BookingDetails }
  | { status: 'queued' }
  /** 400: the server's error code per field (`fields`), when it names them. */
  | { status: 'invalid'; fields: Record<string, string>; message: string | null }
  | { status: 'notFound' }
  | { status: 'stayEnded' }
  /** The stay has no guest token the server takes: one new lookup, then send again. */
  | { status: 'findAgain' }
  | { status: 'rateLimited'; retryAfterSeconds: number | null }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string | null };

type Send = (request: GuestCheckInRequest) => Promise<FunctionResult<GuestCheckInResponse>>;

export interface CheckInOutboxOptions {
  db?: RihlaDatabase;
  send?: Send;
  isOnline?: () => boolean;
  /** Saves the booking the server answered (default: the saved stays' keepStay). */
  saveBooking?: (booking: BookingDetails) => Promise<unknown>;
  /** Takes a refused guest token off the saved stay (default: the saved stays' forgetGuestAccess). */
  forgetAccess?: (bookingId: string) => Promise<unknown>;
  now?: () => number;
}

const defaultSend: Send = (request) => callFunction(calls.guestCheckIn, request);
/** Worth trying again later: failed for now, but for a 503 (check-in unavailable: the guest is told). */
function retryable(result: FunctionResult<unknown>): boolean {
  return failedForNow(result) && !(!result.ok && result.kind === 'http' && result.status === 503);
}

function fieldsOf(body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** What a refusal means for the guest (not for the ones worth retrying). */
function outcomeOf(result: Exclude<FunctionResult<unknown>, { ok: true }>): SubmitCheckInOutcome {
  if (result.kind === 'network') return { status: 'queued' };
  if (result.status === 400) {
    return { status: 'invalid', fields: fieldsOf(result.body), message: result.message };
  }
  if (result.status === 404) return { status: 'notFound' };
  if (result.status === 409) return { status: 'stayEnded' };
  if (result.status === 429) return { status: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds };
  if (result.status === 503) return { status: 'unavailable' };
  return { status: 'failed', message: result.message };
}

/** A refusal that resending the same form can never overcome. */
function refusalOf(outcome: SubmitCheckInOutcome): CheckInRefusal | null {
  if (outcome.status === 'invalid') return { kind: 'invalid', fields: outcome.fields };
  if (outcome.status === 'notFound') return { kind: 'notFound' };
  if (outcome.status === 'stayEnded') return { kind: 'stayEnded' };
  return null;
}

async function pendingOf(db: RihlaDatabase, bookingId: string, guestIndex: number) {
  return db.pendingCheckIns
    .where('bookingId')
    .equals(bookingId)
    .filter((item) => item.request.guestIndex === guestIndex)
    .toArray();
}

async function refreshHint(db: RihlaDatabase): Promise<void> {
  markPendingCheckIns((await db.pendingCheckIns.count()) > 0);
}

/** The token to send the form with: the saved stay's (the newest lookup's), else the form's own; '' for none. */
async function guestTokenFor(db: RihlaDatabase, request: GuestCheckInRequest): Promise<string> {
  const saved = await db.stays.get(request.bookingId).catch(() => undefined);
  return saved?.booking.guestAccess?.token || request.guestToken || '';
}

/** The server refused the token: off the saved stay (the page asks for one new lookup). */
async function accessRefused(bookingId: string, options: CheckInOutboxOptions): Promise<void> {
  await (options.forgetAccess ?? forgetGuestAccess)(bookingId).catch((error: unknown) =>
    console.warn('The refused guest token could not be forgotten', error),
  );
}

/** The form was taken: the booking as the server now answers it is saved, the draft deleted. */
async function accepted(
  db: RihlaDatabase,
  request: GuestCheckInRequest,
  response: GuestCheckInResponse,
  options: CheckInOutboxOptions,
): Promise<void> {
  await (options.saveBooking ?? keepStay)(response.booking);
  await deleteCheckInDraft(request.bookingId, request.guestIndex, db);
}

/**
 * Sends one adult's form now, or keeps it on the device when there is no connection or no answer
 * (it replaces a form of the same guest still waiting).
 */
export async function submitCheckIn(
  request: GuestCheckInRequest,
  options: CheckInOutboxOptions = {},
): Promise<SubmitCheckInOutcome> {
  const db = options.db ?? offlineDb;
  const online = options.isOnline ?? browserIsOnline;
  const queue = async (): Promise<SubmitCheckInOutcome> => {
    await db.transaction('rw', db.pendingCheckIns, async () => {
      const older = await pendingOf(db, request.bookingId, request.guestIndex);
      await db.pendingCheckIns.bulkDelete(older.map((item) => item.id!));
      await db.pendingCheckIns.add({
        bookingId: request.bookingId,
        request,
        createdAt: (options.now ?? Date.now)(),
      });
    });
    markPendingCheckIns(true);
    return { status: 'queued' };
  };

  if (!online()) return queue();
  const guestToken = await guestTokenFor(db, request);
  if (!guestToken) return { status: 'findAgain' };
  const result = await (options.send ?? defaultSend)({ ...request, guestToken });
  if (isGuestTokenRefusal(result)) {
    await accessRefused(request.bookingId, options);
    return { status: 'findAgain' };
  }
  if (result.ok) {
    await accepted(db, request, result.data, options);
    const older = await pendingOf(db, request.bookingId, request.guestIndex);
    await db.pendingCheckIns.bulkDelete(older.map((item) => item.id!));
    await refreshHint(db);
    return { status: 'sent', booking: result.data.booking };
  }
  if (retryable(result)) return queue();
  return outcomeOf(result);
}

/** Calls `onChange` with the guest numbers of the booking's forms waiting to be sent, now and on change. */
export function watchPendingCheckIns(
  bookingId: string,
  onChange: (guestIndexes: number[]) => void,
  db: RihlaDatabase = offlineDb,
): () => void {
  return watchOutbox(
    () => db.pendingCheckIns.where('bookingId').equals(bookingId).toArray(),
    (items) => onChange([...new Set(items.map((item) => item.request.guestIndex))].sort((a, b) => a - b)),
  );
}

/**
 * Sends the waiting forms, oldest first; answers how many the server took. Stops at the first that
 * cannot go out now (offline, no answer, rate-limited, unavailable) and keeps it. One refused for
 * good (invalid, booking gone, stay over) leaves the outbox; its draft stays, marked refused. One
 * without a token the server takes stays, and waits for a new lookup.
 */
export const flushCheckInOutbox = outboxFlush<CheckInOutboxOptions, PendingCheckIn>((db, options) => {
  const send = options.send ?? defaultSend;
  return {
    waiting: () => db.pendingCheckIns.orderBy('id').toArray(),
    isOnline: options.isOnline ?? browserIsOnline,
    deliver: async (item) => {
      // No token the server would take yet: the form waits for a new lookup.
      const guestToken = await guestTokenFor(db, item.request);
      if (!guestToken) return 'waits';
      const result = await send({ ...item.request, guestToken });
      if (isGuestTokenRefusal(result)) {
        await accessRefused(item.request.bookingId, options);
        await db.pendingCheckIns.update(item.id!, { request: { ...item.request, guestToken: '' } });
        return 'waits';
      }
      // The stay and the draft first, then the outbox: whoever watches the outbox reads them after.
      if (result.ok) {
        await accepted(db, item.request, result.data, options);
        await db.pendingCheckIns.delete(item.id!);
        return 'delivered';
      }
      if (retryable(result)) return 'stop';
      const refusal = refusalOf(outcomeOf(result));
      if (!refusal) return 'stop';
      await markCheckInDraftRefused(item.request.bookingId, item.request.guestIndex, refusal, db);
      await db.pendingCheckIns.delete(item.id!);
      return 'dropped';
    },
    settle: () => refreshHint(db),
  };
});
