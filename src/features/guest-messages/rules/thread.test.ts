import { describe, expect, it } from 'vitest';
import type { MessageItem, PendingMessage } from '@/lib/guest-messages';
import { mergeThread, ownNameOf } from './thread';

const message = (overrides: Partial<MessageItem>): MessageItem => ({
  id: 'm',
  clientId: 'c',
  sender: 'guest',
  authorRole: 'guest',
  authorName: 'Amina',
  text: 'Hello',
  sentAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  ...overrides,
});

const pending = (overrides: Partial<PendingMessage>): PendingMessage => ({
  clientId: 'p',
  bookingId: 'b-1',
  text: 'Where do I park?',
  language: 'en',
  guestToken: 't',
  createdAt: Date.parse('2026-11-27T09:00:00.000Z'),
  ...overrides,
});

describe('mergeThread', () => {
  it("orders the server's messages by time, then the device's waiting ones by when they were written", () => {
    const entries = mergeThread(
      [
        message({
          id: 'm2',
          clientId: 'c2',
          sender: 'host',
          authorName: 'Youssef',
          sentAt: '2026-11-27T11:00:00Z',
        }),
        message({ id: 'm1', clientId: 'c1', sentAt: '2026-11-27T10:00:00Z' }),
      ],
      [pending({ clientId: 'p2', createdAt: 2000 }), pending({ clientId: 'p1', createdAt: 1000 })],
      'Amina',
    );
    expect(entries.map((entry) => entry.key)).toEqual(['c1', 'c2', 'p1', 'p2']);
    expect(entries.map((entry) => entry.own)).toEqual([true, false, true, true]);
    expect(entries[1]).toMatchObject({ authorName: 'Youssef', status: null });
  });

  it('shows a message once when the server has taken it and the device still holds it', () => {
    const entries = mergeThread(
      [message({ id: 'm1', clientId: 'same', text: 'Where do I park?' })],
      [pending({ clientId: 'same' })],
      'Amina',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ key: 'same', status: 'sent', pending: null });
  });

  it("marks the guest's own messages sent, delivered, read, waiting or refused", () => {
    const entries = mergeThread(
      [
        message({ clientId: 'a', sentAt: '2026-11-27T10:00:00Z' }),
        message({ clientId: 'b', sentAt: '2026-11-27T10:01:00Z', deliveredAt: '2026-11-27T10:02:00Z' }),
        message({
          clientId: 'c',
          sentAt: '2026-11-27T10:02:00Z',
          deliveredAt: '2026-11-27T10:02:00Z',
          readAt: '2026-11-27T10:03:00Z',
        }),
      ],
      [
        pending({ clientId: 'd', createdAt: 1 }),
        pending({ clientId: 'e', createdAt: 2, refusal: { code: 'rate_limited', retryAt: null } }),
      ],
      'You',
    );
    expect(entries.map((entry) => entry.status)).toEqual(['sent', 'delivered', 'read', 'waiting', 'refused']);
    expect(entries[3]).toMatchObject({ authorName: 'You', at: new Date(1).toISOString() });
  });

  it('keeps a stable order for messages sent at the same moment', () => {
    const at = '2026-11-27T10:00:00Z';
    const entries = mergeThread(
      [message({ id: '2', clientId: 'b', sentAt: at }), message({ id: '1', clientId: 'a', sentAt: at })],
      [],
      'Amina',
    );
    expect(entries.map((entry) => entry.key)).toEqual(['a', 'b']);
  });
});

describe('ownNameOf', () => {
  it("is the server's latest name for the guest, else the fallback", () => {
    expect(
      ownNameOf([message({ authorName: 'Amina' }), message({ sender: 'host', authorName: 'Y' })], 'You'),
    ).toBe('Amina');
    expect(ownNameOf([message({ sender: 'host', authorName: 'Y' })], 'You')).toBe('You');
  });
});
