/**
 * Reading channel calendars: reservations and blocks, days, what is no calendar; only events from
 * today on, at most maxFeedEvents of them, and a 2 MB feed read in slices that leave the event loop
 * free (issue 41, finding 5).
 */
import { describe, expect, it } from 'vitest';
import { icalFixture } from '../../test-support/ical-fixtures.ts';
import { largeFeed } from '../../test-support/large-feed.ts';
import { feedMaxBytes } from './ical-fetch.ts';
import { CalendarParseError, eventKind, maxFeedEvents, parseFeed, TooManyEventsError } from './ical-parse.ts';

/** The fixtures' today (test-support/databases.ts' fixedNow). */
const today = '2026-03-10';
const read = (text: string, options: { today?: string; maxEvents?: number } = {}) =>
  parseFeed(text, { today, ...options });

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('channel calendars as events', () => {
  it("reads Airbnb's reservations and its Not available dates", async () => {
    expect(await read(icalFixture('airbnb'))).toEqual([
      expect.objectContaining({
        kind: 'reservation',
        start: '2026-03-20',
        end: '2026-03-24',
        summary: 'Reserved',
      }),
      expect.objectContaining({ kind: 'block', start: '2026-03-26', end: '2026-03-29' }),
      expect.objectContaining({ kind: 'reservation', start: '2026-04-02', end: '2026-04-06' }),
    ]);
  });

  it('reads every Booking.com event as a block: its export says CLOSED - Not available for reservations too', async () => {
    const events = await read(icalFixture('booking-com'));
    expect(events.map((event) => [event.start, event.kind, event.summary])).toEqual([
      ['2026-04-15', 'block', 'CLOSED - Not available'],
      ['2026-04-20', 'block', 'CLOSED - Not available'],
      ['2026-03-14', 'block', 'CLOSED - Not available'],
    ]);
  });

  it("reads VRBO's reservations (Reserved - <name>) and its Blocked dates", async () => {
    expect((await read(icalFixture('vrbo'))).map((event) => [event.start, event.end, event.kind])).toEqual([
      ['2026-04-15', '2026-04-18', 'block'],
      ['2026-04-20', '2026-04-23', 'reservation'],
      ['2026-03-14', '2026-03-17', 'reservation'],
    ]);
  });

  it('tells reservations from closed dates by their words, unknown ones as blocks', () => {
    expect(eventKind('Airbnb (Not available)')).toBe('block');
    expect(eventKind('CLOSED - Not available')).toBe('block');
    expect(eventKind('Blocked')).toBe('block');
    expect(eventKind('Reserved')).toBe('reservation');
    expect(eventKind('Reserved - Anna')).toBe('reservation');
    expect(eventKind('', 'Reservation URL: https://www.airbnb.com/hosting/reservations/details/X')).toBe(
      'reservation',
    );
    expect(eventKind('Maintenance')).toBe('block');
  });

  it('takes a missing DTEND as one night, a timed event by its day, and skips what it cannot place', async () => {
    const text = calendar(
      vevent('UID:a', 'DTSTART;VALUE=DATE:20260501', 'SUMMARY:Reserved'),
      vevent('UID:b', 'DTSTART:20260510T150000Z', 'DTEND:20260512T110000Z', 'SUMMARY:Reserved'),
      vevent('UID:c', 'DTSTART;VALUE=DATE:20260601', 'DURATION:P3D', 'SUMMARY:Blocked'),
      vevent('UID:d', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260701', 'SUMMARY:Reserved'),
      vevent('DTSTART;VALUE=DATE:20260801', 'SUMMARY:Reserved'),
      vevent('UID:e', 'DTSTART;VALUE=DATE:18000101', 'SUMMARY:Reserved'),
      vevent('UID:f', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20260901', 'SUMMARY:Reserved'),
      vevent('UID:a', 'DTSTART;VALUE=DATE:20261001', 'SUMMARY:Reserved'),
    );
    expect((await read(text)).map(({ uid, start, end }) => [uid, start, end])).toEqual([
      ['a', '2026-05-01', '2026-05-02'],
      ['b', '2026-05-10', '2026-05-12'],
      ['c', '2026-06-01', '2026-06-04'],
      ['d', '2026-07-01', '2026-07-02'],
    ]);
  });

  it('refuses what is no calendar', async () => {
    for (const text of [
      '',
      '<html><body>Sign in</body></html>',
      'BEGIN:VCALENDAR\r\nthis is not a line\r\n',
      calendar(vevent('UID:a', 'DTSTART;VALUE=DATE:20260501', 'this is not a line')),
      calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20260501'),
    ]) {
      await expect(read(text), text).rejects.toThrow(CalendarParseError);
    }
    expect(await read(calendar())).toEqual([]);
  });

  it('keeps only the events that end today or later, past ones skipped whatever their shape', async () => {
    const text = calendar(
      vevent('UID:ended', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260309', 'SUMMARY:Reserved'),
      vevent(
        'UID:leaves-today',
        'DTSTART;VALUE=DATE:20260305',
        'DTEND;VALUE=DATE:20260310',
        'SUMMARY:Reserved',
      ),
      vevent('UID:one-night-yesterday', 'DTSTART;VALUE=DATE:20260309', 'SUMMARY:Reserved'),
      vevent('UID:one-night-before', 'DTSTART;VALUE=DATE:20260308', 'SUMMARY:Reserved'),
      vevent('UID:duration', 'DTSTART;VALUE=DATE:20260301', 'DURATION:P10D', 'SUMMARY:Blocked'),
      vevent('UID:timed', 'DTSTART:20260308T150000Z', 'DTEND:20260309T100000Z', 'SUMMARY:Reserved'),
      vevent('UID:ended', 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20260322', 'SUMMARY:Reserved'),
    );
    expect((await read(text)).map(({ uid, start, end }) => [uid, start, end])).toEqual([
      ['leaves-today', '2026-03-05', '2026-03-10'],
      ['one-night-yesterday', '2026-03-09', '2026-03-10'],
      ['duration', '2026-03-01', '2026-03-11'],
      ['ended', '2026-03-20', '2026-03-22'],
    ]);
  });

  it(`refuses a feed with more than ${maxFeedEvents} future events, however many past ones it holds`, async () => {
    const atLimit = largeFeed({ events: 20_000, future: maxFeedEvents, today });
    expect(new TextEncoder().encode(atLimit).length).toBeLessThan(feedMaxBytes);
    expect(await read(atLimit)).toHaveLength(maxFeedEvents);
    const over = largeFeed({ events: 3_000, future: maxFeedEvents + 1, today });
    const refused = await read(over).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyEventsError);
    expect(refused).toMatchObject({ limit: maxFeedEvents });
    expect(await read(over, { today: '2040-01-01' })).toEqual([]);
  });

  it('reads a 20,000-event feed just under 2 MB without holding the event loop more than a few ms', async () => {
    const text = largeFeed({ events: 20_000, future: maxFeedEvents, today });
    await read(text); // warm
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    try {
      expect(await read(text)).toHaveLength(maxFeedEvents);
    } finally {
      clearInterval(ticker);
    }
    // One slice is 8 ms: a timer waits at most about that (a shared, busy machine adds some).
    expect(longest).toBeLessThan(60);
  });
});
