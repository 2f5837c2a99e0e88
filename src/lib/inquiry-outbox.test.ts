import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunctionResult } from './functions-client';
import {
  countPendingInquiries,
  flushInquiryOutbox,
  type SubmitInquiryRequest,
  submitInquiry,
  watchPendingInquiries,
} from './inquiry-outbox';
import { RihlaDatabase } from './offline-db';
import { hasPendingInquiries } from './pending-inquiries-flag';

const inquiry = { fullName: 'Amina Benali', email: 'amina@example.com', propertyLocation: 'Fes' };
const network: FunctionResult<never> = { ok: false, kind: 'network' };
const http = (status: number, message: string | null = null): FunctionResult<never> => ({
  ok: false,
  kind: 'http',
  status,
  message,
  retryAfterSeconds: status === 429 ? 3600 : null,
});

let db: RihlaDatabase;
let sent: SubmitInquiryRequest[];
let answers: FunctionResult<{ id: string; receivedAt: string }>[];
const send = async (request: SubmitInquiryRequest) => {
  sent.push(request);
  return answers.shift() ?? { ok: true as const, data: { id: `id-${sent.length}`, receivedAt: '' } };
};

beforeEach(() => {
  db = new RihlaDatabase(`outbox-${crypto.randomUUID()}`);
  sent = [];
  answers = [];
});
afterEach(async () => {
  await db.delete();
});

describe('submitInquiry', () => {
  it('sends at once when online, with a client reference and the language', async () => {
    const outcome = await submitInquiry(inquiry, 'fr', {
      db,
      send,
      isOnline: () => true,
      newReference: () => 'ref-1',
    });
    expect(outcome).toEqual({ status: 'sent', id: 'id-1' });
    expect(sent).toEqual([{ inquiry, clientReference: 'ref-1', language: 'fr' }]);
    expect(await countPendingInquiries(db)).toBe(0);
  });

  it('keeps the inquiry on the device when offline, without trying the network', async () => {
    const outcome = await submitInquiry(inquiry, 'ar', { db, send, isOnline: () => false });
    expect(outcome).toEqual({ status: 'queued' });
    expect(sent).toEqual([]);
    const [kept] = await db.pendingInquiries.toArray();
    expect(kept).toMatchObject({ inquiry, language: 'ar' });
    expect(kept?.clientReference).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps it when the request fails on the way or the server errs', async () => {
    answers = [network, http(503)];
    expect((await submitInquiry(inquiry, 'en', { db, send, isOnline: () => true })).status).toBe('queued');
    expect((await submitInquiry(inquiry, 'en', { db, send, isOnline: () => true })).status).toBe('queued');
    expect(await countPendingInquiries(db)).toBe(2);
  });

  it('reports refusals without keeping anything', async () => {
    answers = [http(400, 'Please enter a valid email address'), http(429)];
    expect(await submitInquiry(inquiry, 'en', { db, send, isOnline: () => true })).toEqual({
      status: 'invalid',
      message: 'Please enter a valid email address',
    });
    expect(await submitInquiry(inquiry, 'en', { db, send, isOnline: () => true })).toEqual({
      status: 'rate-limited',
      retryAfterSeconds: 3600,
    });
    expect(await countPendingInquiries(db)).toBe(0);
  });
});

describe('flushInquiryOutbox', () => {
  it('sends waiting inquiries oldest first with their original reference, then forgets them', async () => {
    await db.pendingInquiries.add({
      inquiry: { ...inquiry, fullName: 'Second' },
      createdAt: 2,
      clientReference: 'b',
    });
    await db.pendingInquiries.add({ inquiry, createdAt: 1, clientReference: 'a', language: 'es' });
    expect(await flushInquiryOutbox({ db, send, isOnline: () => true })).toBe(2);
    expect(sent.map((request) => request.clientReference)).toEqual(['a', 'b']);
    expect(sent[0]?.language).toBe('es');
    expect(await countPendingInquiries(db)).toBe(0);
  });

  it('stops and keeps the rest when the network fails again or the server limits', async () => {
    await db.pendingInquiries.bulkAdd([
      { inquiry, createdAt: 1, clientReference: 'a' },
      { inquiry, createdAt: 2, clientReference: 'b' },
      { inquiry, createdAt: 3, clientReference: 'c' },
    ]);
    answers = [{ ok: true, data: { id: 'x', receivedAt: '' } }, network];
    expect(await flushInquiryOutbox({ db, send, isOnline: () => true })).toBe(1);
    expect((await db.pendingInquiries.toArray()).map((item) => item.clientReference)).toEqual(['b', 'c']);
    answers = [http(429)];
    expect(await flushInquiryOutbox({ db, send, isOnline: () => true })).toBe(0);
    expect(await countPendingInquiries(db)).toBe(2);
  });

  it('sends nothing while offline', async () => {
    await db.pendingInquiries.add({ inquiry, createdAt: 1, clientReference: 'a' });
    expect(await flushInquiryOutbox({ db, send, isOnline: () => false })).toBe(0);
    expect(sent).toEqual([]);
  });

  it('runs one flush at a time, so nothing is sent twice', async () => {
    await db.pendingInquiries.add({ inquiry, createdAt: 1, clientReference: 'a' });
    const [first, second] = await Promise.all([
      flushInquiryOutbox({ db, send, isOnline: () => true }),
      flushInquiryOutbox({ db, send, isOnline: () => true }),
    ]);
    expect(first).toBe(1);
    expect(second).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('pending inquiries hint', () => {
  it('is raised when an inquiry is kept and lowered once nothing waits', async () => {
    localStorage.clear();
    await submitInquiry(inquiry, 'en', { db, send, isOnline: () => false });
    expect(hasPendingInquiries()).toBe(true);
    await flushInquiryOutbox({ db, send, isOnline: () => false });
    expect(hasPendingInquiries()).toBe(true);
    await flushInquiryOutbox({ db, send, isOnline: () => true });
    expect(hasPendingInquiries()).toBe(false);
    expect(await countPendingInquiries(db)).toBe(0);
  });
});

describe('watchPendingInquiries', () => {
  it('reports the number waiting, now and after each change', async () => {
    const counts: number[] = [];
    const stop = watchPendingInquiries((count) => counts.push(count), db);
    await vi.waitFor(() => expect(counts).toEqual([0]));
    await submitInquiry(inquiry, 'en', { db, send, isOnline: () => false });
    await vi.waitFor(() => expect(counts.at(-1)).toBe(1));
    await flushInquiryOutbox({ db, send, isOnline: () => true });
    await vi.waitFor(() => expect(counts.at(-1)).toBe(0));
    stop();
  });
});
