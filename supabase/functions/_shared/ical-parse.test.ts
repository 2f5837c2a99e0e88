/** Reading channel calendars: reservations and blocks, days, and what is no calendar. */
import { describe, expect, it } from 'vitest';
import { icalFixture } from '../../test-support/ical-fixtures.ts';
import { CalendarParseError, eventKind, parseFeed } from './ical-parse.ts';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('channel calendars as events', () => {
  it("reads Airbnb's reservations and its Not available dates", () => {
    expect(parseFeed(icalFixture('airbnb'))).toEqual([
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

  it('reads every Booking.com event as a block: its export says CLOSED - Not available for reservations too', () => {
    const events = parseFeed(icalFixture('booking-com'));
    expect(events.map((event) => [event.start, event.kind, event.summary])).toEqual([
      ['2026-04-15', 'block', 'CLOSED - Not available'],
      ['2026-04-20', 'block', 'CLOSED - Not available'],
      ['2026-03-14', 'block', 'CLOSED - Not available'],
    ]);
  });

  it("reads VRBO's reservations (Reserved - <name>) and its Blocked dates", () => {
    expect(parseFeed(icalFixture('vrbo')).map((event) => [event.start, event.end, event.kind])).toEqual([
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

  it('takes a missing DTEND as one night, a timed event by its day, and skips what it cannot place', () => {
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
    expect(parseFeed(text).map(({ uid, start, end }) => [uid, start, end])).toEqual([
      ['a', '2026-05-01', '2026-05-02'],
      ['b', '2026-05-10', '2026-05-12'],
      ['c', '2026-06-01', '2026-06-04'],
      ['d', '2026-07-01', '2026-07-02'],
    ]);
  });

  it('refuses what is no calendar', () => {
    for (const text of [
      '',
      '<html><body>Sign in</body></html>',
      'BEGIN:VCALENDAR\r\nthis is not a line\r\n',
    ]) {
      expect(() => parseFeed(text), text).toThrow(CalendarParseError);
    }
    expect(parseFeed(calendar())).toEqual([]);
  });
});
