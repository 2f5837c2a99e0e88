import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  deliveryMark,
  listTimeKind,
  minutesToWait,
  refusalBeforeSending,
  sendFailureText,
} from './message-send';

const refused = (
  code: string | null,
  kind: 'refused' | 'not-found' | 'network' = 'refused',
  wait = null as number | null,
) => sendFailureText({ kind, code, retryAfterSeconds: wait });

describe('message sending rules', () => {
  it('counts down to 2,000 characters once trimmed', () => {
    expect(charactersLeft('')).toBe(2000);
    expect(charactersLeft('  Hello  ')).toBe(1995);
    expect(charactersLeft('x'.repeat(2001))).toBe(-1);
  });

  it('refuses an empty or over-long message before sending it', () => {
    expect(refusalBeforeSending(' \n\t ')).toBe('message_empty');
    expect(refusalBeforeSending('x'.repeat(2001))).toBe('message_too_long');
    expect(refusalBeforeSending(` ${'x'.repeat(2000)}\n`)).toBeNull();
  });

  it("explains each of the server's refusals in the page's texts", () => {
    expect(refused('message_empty')).toEqual({ key: 'messages.refusals.empty' });
    expect(refused('message_too_long')).toEqual({ key: 'messages.refusals.tooLong' });
    expect(refused('rate_limited', 'refused', 125)).toEqual({
      key: 'messages.refusals.rateLimitedIn',
      count: 3,
    });
    expect(refused('rate_limited')).toEqual({ key: 'messages.refusals.rateLimited' });
    expect(refused('not_found', 'not-found')).toEqual({ key: 'messages.refusals.notFound' });
    expect(refused(null, 'network')).toEqual({ key: 'live.writeOffline' });
    expect(refused('invalid_request')).toEqual({ key: 'live.refused' });
  });

  it('waits at least a minute', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
  });

  it("marks a host's message read, delivered or sent", () => {
    expect(deliveryMark({ deliveredAt: null, readAt: null })).toBe('sent');
    expect(deliveryMark({ deliveredAt: '2026-03-10T08:00:00Z', readAt: null })).toBe('delivered');
    expect(deliveryMark({ deliveredAt: '2026-03-10T08:00:00Z', readAt: '2026-03-10T08:01:00Z' })).toBe(
      'read',
    );
  });

  it("dates the list's messages by how long ago they were sent", () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(listTimeKind(new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe('time');
    expect(listTimeKind(new Date(2026, 2, 9, 23, 55).toISOString(), now)).toBe('day');
    expect(listTimeKind(new Date(2025, 11, 31, 12, 0).toISOString(), now)).toBe('date');
  });
});
