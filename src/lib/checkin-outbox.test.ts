import type {
  BookingDetails,
  GuestCheckInRequest,
  GuestCheckInResponse,
  GuestDeclarationInput,
} from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCheckInDraft, saveCheckInDraft } from './checkin-drafts';
import { flushCheckInOutbox, submitCheckIn, watchPendingCheckIns } from './checkin-outbox';
import type { FunctionResult } from './functions-client';
import { RihlaDatabase } from './offline-db';
import { hasPendingCheckIns } from './pending-checkins-flag';

const guest: GuestDeclarationInput = {
  firstName: 'Amina',
  lastName: 'Benali',
  sex: 'female',
  birthDate: '1990-04-02',
  birthPlace: 'Fes',
  nationality: 'MA',
  idType: 'cnie',
  idNumber: 'BE123456',
  idExpiry: '2030-01-01',
  residenceCountry: 'MA',
  residenceAddress: '12 rue Talaa, Fes',
  profession: '',
  arrivingFrom: 'Paris',
  goingTo: 'Fes',
  phone: '+212 600 000 000',
  email: 'amina@example.com',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
};

const request = (
  guestIndex: number,
  bookingId = 'b1',
  guestToken = 'guest-token-b1',
): GuestCheckInRequest => ({
  bookingId,
  guestToken,
  adults: 2,
  guestIndex,
  guest,
  consent: true,
  consentVersion: '2026-11-26',
  language: 'fr',
});

const booking = { id: 'b1', bookingId: 'b1', smartLockCode: '3190' } as BookingDetails;
const network: FunctionResult<never> = { ok: false, kind: 'network' };
const http = (status: number, body: unknown = null): FunctionResult<never> => ({
  ok: false,
  kind: 'http',
  status,
  message: 'refused',
  code: null,
  retryAfterSeconds: status === 429 ? 600 : null,
  body,
});

let db: RihlaDatabase;
let sent: GuestCheckInRequest[];
let answers: FunctionResult<GuestCheckInResponse>[];
let saved: BookingDetails[];
let online: boolean;
let forgotten: string[];
const options = () => ({
  db,
  isOnline: () => online,
  forgetAccess: async (bookingId: string) => forgotten.push(bookingId),
  saveBooking: async (answer: BookingDetails) => saved.push(answer),
  send: async (next: GuestCheckInRequest) => {
    sent.push(next);
    return answers.shift() ?? { ok: true as const, data: { booking } };
  },
});
const keepDraft = (guestIndex: number) =>
  saveCheckInDraft(
    { bookingId: 'b1', guestIndex, guest, adults: 2, consent: true, checkOutDate: '2999-01-01' },
    { db },
  );

beforeEach(() => {
  db = new RihlaDatabase(`checkin-outbox-${crypto.randomUUID()}`);
  sent = [];
  answers = [];
  saved = [];
  forgotten = [];
  online = true;
  localStorage.clear();
});
afterEach(async () => {
  await db.delete();
});

describe('submitCheckIn', () => {
  it('sends at once when online, saves the booking answered and deletes the draft', async () => {
    await keepDraft(1);
    const outcome = await submitCheckIn(request(1), options());
    expect(outcome).toEqual({ status: 'sent', booking });
    expect(sent).toEqual([request(1)]);
    expect(saved).toEqual([booking]);
    expect(await loadCheckInDraft('b1', 1, db)).toBeNull();
  });

  it('keeps the form on the device when offline, without the network, and keeps the draft', async () => {
    await keepDraft(1);
    online = false;
    expect(await submitCheckIn(request(1), options())).toEqual({ status: 'queued' });
    expect(sent).toEqual([]);
    expect(await db.pendingCheckIns.count()).toBe(1);
    expect(await loadCheckInDraft('b1', 1, db)).not.toBeNull();
    expect(hasPendingCheckIns()).toBe(true);
  });

  it('queues when the server does not answer or fails, and replaces a waiting form of the same guest', async () => {
    answers = [network, http(502)];
    expect(await submitCheckIn(request(1), options())).toEqual({ status: 'queued' });
    expect(await submitCheckIn(request(1), options())).toEqual({ status: 'queued' });
    const waiting = await db.pendingCheckIns.toArray();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.request.guestIndex).toBe(1);
  });

  it('answers refusals with what they mean, queuing none of them', async () => {
    answers = [
      http(400, { code: 'invalid_declaration', fields: { idNumber: 'idNumberFormat', email: 7 } }),
      http(404),
      http(409, { code: 'stay_ended' }),
      http(429),
      http(503),
    ];
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await submitCheckIn(request(1), options()));
    expect(outcomes).toEqual([
      { status: 'invalid', fields: { idNumber: 'idNumberFormat' }, message: 'refused' },
      { status: 'notFound' },
      { status: 'stayEnded' },
      { status: 'rateLimited', retryAfterSeconds: 600 },
      { status: 'unavailable' },
    ]);
    expect(await db.pendingCheckIns.count()).toBe(0);
    expect(saved).toEqual([]);
  });
});

describe('flushCheckInOutbox', () => {
  it('sends the waiting forms oldest first once online, saving each answer', async () => {
    online = false;
    await keepDraft(1);
    await keepDraft(2);
    await submitCheckIn(request(2), options());
    await submitCheckIn(request(1), options());
    online = true;

    expect(await flushCheckInOutbox(options())).toBe(2);
    expect(sent.map((item) => item.guestIndex)).toEqual([2, 1]);
    expect(saved).toHaveLength(2);
    expect(await db.pendingCheckIns.count()).toBe(0);
    expect(await loadCheckInDraft('b1', 1, db)).toBeNull();
    expect(hasPendingCheckIns()).toBe(false);
  });

  it('saves the answered stay before the form leaves the outbox, so a watcher of the outbox reads it', async () => {
    online = false;
    await submitCheckIn(request(1), options());
    online = true;
    const waitingWhenSaved: number[] = [];
    await flushCheckInOutbox({
      ...options(),
      saveBooking: async () => waitingWhenSaved.push(await db.pendingCheckIns.count()),
    });
    expect(waitingWhenSaved).toEqual([1]);
    expect(await db.pendingCheckIns.count()).toBe(0);
  });

  it('stops at the first form that cannot go now and keeps it and those after it', async () => {
    online = false;
    await submitCheckIn(request(1), options());
    await submitCheckIn(request(2), options());
    online = true;
    answers = [http(429)];
    expect(await flushCheckInOutbox(options())).toBe(0);
    expect(sent).toHaveLength(1);
    expect(await db.pendingCheckIns.count()).toBe(2);
    expect(hasPendingCheckIns()).toBe(true);
  });

  it('drops a form refused for good and marks its draft, then goes on with the next', async () => {
    online = false;
    await keepDraft(1);
    await submitCheckIn(request(1), options());
    await submitCheckIn(request(2), options());
    online = true;
    answers = [http(400, { fields: { idExpiry: 'expiresBeforeCheckOut' } })];

    expect(await flushCheckInOutbox(options())).toBe(1);
    expect((await loadCheckInDraft('b1', 1, db))?.refusal).toEqual({
      kind: 'invalid',
      fields: { idExpiry: 'expiresBeforeCheckOut' },
    });
    expect(await db.pendingCheckIns.count()).toBe(0);
  });

  it('does nothing offline', async () => {
    online = false;
    await submitCheckIn(request(1), options());
    expect(await flushCheckInOutbox(options())).toBe(0);
    expect(sent).toEqual([]);
    expect(await db.pendingCheckIns.count()).toBe(1);
  });
});

describe('the guest token (issue 41)', () => {
  const refused = (): FunctionResult<never> => ({
    ok: false,
    kind: 'http',
    status: 401,
    message: 'Please find your booking again to continue.',
    code: 'guest_token_invalid',
    retryAfterSeconds: null,
  });
  const saveStay = (token: string | null) =>
    db.stays.put({
      bookingId: 'b1',
      booking: {
        ...booking,
        ...(token ? { guestAccess: { token, expiresAt: '2999-01-02T00:00:00Z' } } : {}),
      },
      updatedAt: 1,
      expiresAt: Date.parse('2999-01-02'),
    });

  it('sends the saved stay’s token, the newest lookup’s, over the one the form was made with', async () => {
    await saveStay('newer');
    await submitCheckIn(request(1, 'b1', 'older'), options());
    expect(sent.map((item) => item.guestToken)).toEqual(['newer']);
  });

  it('asks for one new lookup when there is no token at all: nothing sent or queued, the draft kept', async () => {
    await keepDraft(1);
    expect(await submitCheckIn(request(1, 'b1', ''), options())).toEqual({ status: 'findAgain' });
    expect(sent).toEqual([]);
    expect(await db.pendingCheckIns.count()).toBe(0);
    expect(await loadCheckInDraft('b1', 1, db)).not.toBeNull();
  });

  it('a refused token: asks for one new lookup, takes the token off the saved stay, keeps the draft', async () => {
    await keepDraft(1);
    answers = [refused()];
    expect(await submitCheckIn(request(1), options())).toEqual({ status: 'findAgain' });
    expect(forgotten).toEqual(['b1']);
    expect(await db.pendingCheckIns.count()).toBe(0);
    expect(await loadCheckInDraft('b1', 1, db)).not.toBeNull();
  });

  it('a form queued offline keeps its token across a reload and goes out with it', async () => {
    online = false;
    await submitCheckIn(request(1), options());
    expect((await db.pendingCheckIns.toArray())[0]?.request.guestToken).toBe('guest-token-b1');
    online = true;
    expect(await flushCheckInOutbox(options())).toBe(1);
    expect(sent.map((item) => item.guestToken)).toEqual(['guest-token-b1']);
  });

  it('a form kept without a token waits (the next form goes on), then goes with a new lookup’s token', async () => {
    online = false;
    await submitCheckIn(request(1, 'b1', ''), options());
    await submitCheckIn(request(1, 'other', 'guest-token-other'), options());
    online = true;
    expect(await flushCheckInOutbox(options())).toBe(1);
    expect(sent.map((item) => item.bookingId)).toEqual(['other']);
    expect(await db.pendingCheckIns.count()).toBe(1);
    expect(hasPendingCheckIns()).toBe(true);

    await saveStay('found-again');
    expect(await flushCheckInOutbox(options())).toBe(1);
    expect(sent.at(-1)).toMatchObject({ bookingId: 'b1', guestToken: 'found-again' });
    expect(await db.pendingCheckIns.count()).toBe(0);
  });

  it('a refused token in the outbox: the form stays, is not sent again with it, and the next one goes', async () => {
    online = false;
    await keepDraft(1);
    await submitCheckIn(request(1), options());
    await submitCheckIn(request(1, 'other', 'guest-token-other'), options());
    online = true;
    answers = [refused()];
    expect(await flushCheckInOutbox(options())).toBe(1);
    expect(forgotten).toEqual(['b1']);
    expect((await db.pendingCheckIns.toArray()).map((item) => item.bookingId)).toEqual(['b1']);
    expect((await loadCheckInDraft('b1', 1, db))?.refusal).toBeUndefined();
    expect(await flushCheckInOutbox(options())).toBe(0);
    expect(sent).toHaveLength(2);
  });
});

describe('watchPendingCheckIns', () => {
  it('tells which guests of a booking wait, as it changes', async () => {
    const seen: number[][] = [];
    const stop = watchPendingCheckIns('b1', (indexes) => seen.push(indexes), db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    online = false;
    await submitCheckIn(request(2), options());
    await submitCheckIn(request(1, 'other'), options());
    await new Promise((resolve) => setTimeout(resolve, 50));
    online = true;
    await flushCheckInOutbox(options());
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(seen[0]).toEqual([]);
    expect(seen).toContainEqual([2]);
    expect(seen.at(-1)).toEqual([]);
  });
});
