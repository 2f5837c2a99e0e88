import type { BookingDetails } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallAnswer, CallRequest } from './calls';
import type * as calls from './calls.generated';
import type { FunctionResult } from './functions-client';
import { type ConversationOnDevice, watchConversation } from './guest-messages';
import { flushMessageOutbox, resendMessage, takeBackMessage, writeMessage } from './message-outbox';
import { type MessageItem, RihlaDatabase } from './offline-db';
import { hasPendingMessages } from './pending-messages-flag';
import { addSentMessage, writeThread } from './saved-stays/thread-copy';

type Request = CallRequest<typeof calls.guestMessagesSend>;
type Answer = FunctionResult<CallAnswer<typeof calls.guestMessagesSend>>;

const http = (status: number, code: string | null, retryAfterSeconds: number | null = null): Answer => ({
  ok: false,
  kind: 'http',
  status,
  message: 'refused',
  code,
  retryAfterSeconds,
});
const network: Answer = { ok: false, kind: 'network' };

let db: RihlaDatabase;
let sent: Request[];
let answers: Answer[];
let online: boolean;
let now: number;
let forgotten: string[];
/** The server: it keeps one message per clientId, and answers a repeat with the first. */
const kept = new Map<string, MessageItem>();

const options = () => ({
  db,
  isOnline: () => online,
  now: () => now,
  keepMessage: (bookingId: string, message: MessageItem) => addSentMessage(bookingId, message, db),
  forgetAccess: async (bookingId: string) => forgotten.push(bookingId),
  send: async (request: Request): Promise<Answer> => {
    sent.push(request);
    const answer = answers.shift();
    if (answer) return answer;
    const message = kept.get(request.clientId) ?? {
      id: `m-${kept.size + 1}`,
      clientId: request.clientId,
      sender: 'guest' as const,
      authorRole: 'guest' as const,
      authorName: 'Amina',
      text: request.text,
      sentAt: new Date(now + kept.size).toISOString(),
      deliveredAt: null,
      readAt: null,
    };
    kept.set(request.clientId, message);
    return { ok: true, data: { message } };
  },
});

const write = (text: string, guestToken = 'token-b1') =>
  writeMessage({ bookingId: 'b1', text, language: 'en', guestToken }, options());

async function saveStayWithToken(token: string | null) {
  const booking = { id: 'b1', guestAccess: token ? { token, expiresAt: '2999-01-01T00:00:00Z' } : undefined };
  await db.stays.put({ bookingId: 'b1', booking: booking as BookingDetails, updatedAt: 0, expiresAt: 9e15 });
}

function onDevice(): Promise<ConversationOnDevice> {
  return new Promise((resolve) => {
    const stop = watchConversation(
      'b1',
      (value) => {
        queueMicrotask(() => stop());
        resolve(value);
      },
      db,
    );
  });
}

beforeEach(async () => {
  db = new RihlaDatabase(`message-outbox-${crypto.randomUUID()}`);
  sent = [];
  answers = [];
  online = true;
  now = Date.parse('2026-11-27T10:00:00Z');
  forgotten = [];
  kept.clear();
  localStorage.clear();
  await saveStayWithToken('token-b1');
});
afterEach(async () => {
  await db.delete();
});

describe('a message written online', () => {
  it("is sent at once with the stay's token and a UUID clientId, and lands in the saved thread", async () => {
    const { clientId, delivery } = await write('Where do I park?');
    await delivery;
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent).toEqual([
      { bookingId: 'b1', guestToken: 'token-b1', clientId, text: 'Where do I park?', language: 'en' },
    ]);
    const { thread, pending } = await onDevice();
    expect(pending).toEqual([]);
    expect(thread?.messages.map((message) => message.text)).toEqual(['Where do I park?']);
    expect(hasPendingMessages()).toBe(false);
  });
});

describe('a message written offline', () => {
  it('is kept on the device, then sent once when the connection returns', async () => {
    online = false;
    const { clientId, delivery } = await write('Where do I park?');
    await delivery;
    expect(sent).toEqual([]);
    expect((await onDevice()).pending.map((item) => item.clientId)).toEqual([clientId]);
    expect(hasPendingMessages()).toBe(true);

    online = true;
    expect(await flushMessageOutbox(options())).toBe(1);
    expect(await flushMessageOutbox(options())).toBe(0);
    expect(sent.map((request) => request.clientId)).toEqual([clientId]);
    const { thread, pending } = await onDevice();
    expect(pending).toEqual([]);
    expect(thread?.messages).toHaveLength(1);
    expect(hasPendingMessages()).toBe(false);
  });

  it('stays when the server does not answer, and is sent again with the same clientId (kept once)', async () => {
    answers = [network, http(503, null)];
    const { clientId, delivery } = await write('Where do I park?');
    await delivery;
    expect(await flushMessageOutbox(options())).toBe(0);
    expect((await onDevice()).pending).toHaveLength(1);
    // The server took it, but the answer was lost: sent again, it answers the first.
    kept.set(clientId, {
      id: 'm-first',
      clientId,
      sender: 'guest',
      authorRole: 'guest',
      authorName: 'Amina',
      text: 'Where do I park?',
      sentAt: new Date(now).toISOString(),
      deliveredAt: null,
      readAt: null,
    });
    expect(await flushMessageOutbox(options())).toBe(1);
    expect(new Set(sent.map((request) => request.clientId))).toEqual(new Set([clientId]));
    expect((await onDevice()).thread?.messages.map((message) => message.id)).toEqual(['m-first']);
  });

  it('goes in the order written', async () => {
    online = false;
    await (await write('first')).delivery;
    now += 1000;
    await (await write('second')).delivery;
    online = true;
    await flushMessageOutbox(options());
    expect(sent.map((request) => request.text)).toEqual(['first', 'second']);
  });
});

describe('a send the server refuses', () => {
  it('429: keeps the text with the wait, holds the later ones, and sends itself once the wait is over', async () => {
    online = false;
    await (await write('one')).delivery;
    await (await write('two')).delivery;
    online = true;
    answers = [http(429, 'rate_limited', 600)];
    expect(await flushMessageOutbox(options())).toBe(0);
    let { pending } = await onDevice();
    expect(pending.map((item) => [item.text, item.refusal])).toEqual([
      ['one', { code: 'rate_limited', retryAt: now + 600_000 }],
      ['two', undefined],
    ]);
    expect(sent).toHaveLength(1);
    // Before the wait is over nothing goes; after it, both, once each.
    now += 60_000;
    expect(await flushMessageOutbox(options())).toBe(0);
    now += 600_000;
    expect(await flushMessageOutbox(options())).toBe(2);
    ({ pending } = await onDevice());
    expect(pending).toEqual([]);
    expect(sent.map((request) => request.text)).toEqual(['one', 'one', 'two']);
  });

  it('for good (stay closed): keeps the text and the reason; "Send again" uses the same clientId', async () => {
    answers = [http(409, 'conversation_closed')];
    const { clientId, delivery } = await write('Hello');
    await delivery;
    expect((await onDevice()).pending[0]?.refusal).toEqual({ code: 'conversation_closed' });
    // Not sent again on its own.
    expect(await flushMessageOutbox(options())).toBe(0);
    await resendMessage(clientId, options());
    expect(sent.map((request) => request.clientId)).toEqual([clientId, clientId]);
    expect((await onDevice()).pending).toEqual([]);
  });

  it('a refused token is taken off the stay; the message waits for a new lookup, then goes', async () => {
    answers = [http(401, 'guest_token_invalid')];
    const { delivery } = await write('Hello');
    await delivery;
    expect(forgotten).toEqual(['b1']);
    await saveStayWithToken(null);
    expect(await flushMessageOutbox(options())).toBe(0);
    expect(sent).toHaveLength(1);
    await saveStayWithToken('token-new');
    expect(await flushMessageOutbox(options())).toBe(1);
    expect(sent[1]?.guestToken).toBe('token-new');
  });

  it('"Edit" takes the message back out of the outbox with its text', async () => {
    answers = [http(400, 'message_too_long')];
    const { clientId, delivery } = await write('x');
    await delivery;
    expect((await takeBackMessage(clientId, db))?.text).toBe('x');
    expect((await onDevice()).pending).toEqual([]);
    expect(hasPendingMessages()).toBe(false);
  });
});

describe('the saved thread', () => {
  it("keeps the server's answer, and a sent message merged in by id", async () => {
    await writeThread({ bookingId: 'b1', messages: [], hostNames: ['Youssef'] }, 1, db);
    const { delivery } = await write('Hi');
    await delivery;
    const { thread } = await onDevice();
    expect(thread?.hostNames).toEqual(['Youssef']);
    expect(thread?.messages.map((message) => message.text)).toEqual(['Hi']);
  });
});
