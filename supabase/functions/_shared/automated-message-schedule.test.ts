/**
 * When each automated message is due (issue 45): at the property's local hours in its IANA zone
 * (Morocco's Ramadan hour moves the instants), skipped when the booking came after its time (except
 * the confirmation), nothing for a cancelled booking, nothing the property turned off, no
 * check-in reminder once checked in, the door code's only when it is released.
 */
import { describe, expect, it } from 'vitest';
import {
  dueEvents,
  type ScheduleBooking,
  type ScheduleProperty,
  scheduleOf,
} from './automated-message-schedule.ts';
import { automatedMessageEvents } from './contracts/host-automated-messages.contract.ts';

const property: ScheduleProperty = {
  timeZone: 'Africa/Casablanca',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  codeReleaseHours: 48,
  codeRequiresCheckin: false,
  enabled: automatedMessageEvents,
  daysBeforeArrival: 3,
};
const booking = (fields: Partial<ScheduleBooking> = {}): ScheduleBooking => ({
  status: 'confirmed',
  createdAt: new Date('2026-01-05T12:00:00Z'),
  checkInDate: '2026-06-10',
  checkOutDate: '2026-06-14',
  checkinCompletedAt: null,
  hasDoorCode: true,
  ...fields,
});
const dueAtOf = (
  b: ScheduleBooking,
  p: ScheduleProperty = property,
  now = new Date('2026-01-05T12:00:00Z'),
) => Object.fromEntries(scheduleOf(b, p, now).map((item) => [item.event, item.dueAt?.toISOString() ?? null]));
const statesAt = (b: ScheduleBooking, now: string, p: ScheduleProperty = property) =>
  Object.fromEntries(scheduleOf(b, p, new Date(now)).map((item) => [item.event, item.state]));

describe('the automated messages’ schedule', () => {
  it('puts each event at its local hour in Casablanca (summer: UTC+1)', () => {
    expect(dueAtOf(booking())).toEqual({
      booking_confirmed: '2026-01-05T12:00:00.000Z',
      before_arrival: '2026-06-07T09:00:00.000Z',
      // 48 real hours before 15:00 on June 10.
      door_code_released: '2026-06-08T14:00:00.000Z',
      arrival_morning: '2026-06-10T08:00:00.000Z',
      checkout_morning: '2026-06-14T07:00:00.000Z',
      after_checkout: '2026-06-15T09:00:00.000Z',
    });
  });

  it('follows Morocco’s Ramadan hour (UTC+0 from 15 Feb to 22 Mar 2026) from the zone’s rules', () => {
    const before = dueAtOf(booking({ checkInDate: '2026-02-12', checkOutDate: '2026-02-13' }));
    expect(before.arrival_morning).toBe('2026-02-12T08:00:00.000Z');
    const during = dueAtOf(booking({ checkInDate: '2026-02-18', checkOutDate: '2026-03-23' }));
    // 3 days before is 15 Feb, after the clocks went back that night: 10:00 local is 10:00 UTC.
    expect(during.before_arrival).toBe('2026-02-15T10:00:00.000Z');
    expect(during.arrival_morning).toBe('2026-02-18T09:00:00.000Z');
    // The stay ends after Ramadan: back to UTC+1.
    expect(during.checkout_morning).toBe('2026-03-23T07:00:00.000Z');
    expect(during.after_checkout).toBe('2026-03-24T09:00:00.000Z');
  });

  it('uses the property’s own zone (Paris, summer time starting 29 Mar 2026)', () => {
    const paris = { ...property, timeZone: 'Europe/Paris' };
    const dates = dueAtOf(booking({ checkInDate: '2026-03-29', checkOutDate: '2026-03-30' }), paris);
    expect(dates.before_arrival).toBe('2026-03-26T09:00:00.000Z');
    expect(dates.arrival_morning).toBe('2026-03-29T07:00:00.000Z');
  });

  it('is due from its time until it expires, then expired', () => {
    const b = booking();
    expect(statesAt(b, '2026-06-07T08:59:00Z').before_arrival).toBe('upcoming');
    expect(statesAt(b, '2026-06-07T09:00:00Z').before_arrival).toBe('due');
    expect(statesAt(b, '2026-06-09T22:59:00Z').before_arrival).toBe('due');
    expect(statesAt(b, '2026-06-09T23:00:00Z').before_arrival).toBe('expired');
    expect(dueEvents(b, property, new Date('2026-06-10T08:30:00Z')).map((item) => item.event)).toEqual([
      'door_code_released',
      'arrival_morning',
    ]);
    expect(statesAt(b, '2026-01-07T12:00:00Z').booking_confirmed).toBe('expired');
  });

  it('skips what was past when the booking was made, except the confirmation', () => {
    const late = booking({ createdAt: new Date('2026-06-10T10:30:00Z') });
    expect(statesAt(late, '2026-06-10T10:31:00Z')).toEqual({
      booking_confirmed: 'due',
      before_arrival: 'skipped',
      door_code_released: 'skipped',
      arrival_morning: 'skipped',
      checkout_morning: 'upcoming',
      after_checkout: 'upcoming',
    });
  });

  it('gives a cancelled booking nothing, and leaves out what the property turned off', () => {
    const cancelled = scheduleOf(
      booking({ status: 'cancelled' }),
      property,
      new Date('2026-06-10T08:30:00Z'),
    );
    expect(cancelled.every((item) => item.state === 'cancelled' && item.dueAt === null)).toBe(true);
    const off = {
      ...property,
      enabled: automatedMessageEvents.filter((event) => event !== 'arrival_morning'),
    };
    expect(statesAt(booking(), '2026-06-10T08:30:00Z', off).arrival_morning).toBe('off');
  });

  it('sends no check-in reminder once checked in, and the code only when there is one, and released', () => {
    const done = booking({ checkinCompletedAt: new Date('2026-06-01T10:00:00Z') });
    expect(statesAt(done, '2026-06-07T09:30:00Z').before_arrival).toBe('notNeeded');
    expect(statesAt(booking({ hasDoorCode: false }), '2026-06-09T09:00:00Z').door_code_released).toBe(
      'notNeeded',
    );
    const waits = { ...property, codeRequiresCheckin: true };
    expect(statesAt(booking(), '2026-06-09T09:00:00Z', waits).door_code_released).toBe('waiting');
    // Checked in after the release time: the code is released (and the message due) then.
    const checkedIn = booking({ checkinCompletedAt: new Date('2026-06-09T16:20:00Z') });
    expect(dueAtOf(checkedIn, waits).door_code_released).toBe('2026-06-09T16:20:00.000Z');
    expect(statesAt(checkedIn, '2026-06-09T16:21:00Z', waits).door_code_released).toBe('due');
  });

  it('takes the days before arrival from the property', () => {
    expect(dueAtOf(booking(), { ...property, daysBeforeArrival: 7 }).before_arrival).toBe(
      '2026-06-03T09:00:00.000Z',
    );
  });
});
