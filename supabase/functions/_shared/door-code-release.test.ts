/** The door code's release rule: the window, the required check-in, the expiry, zones and daylight saving. */
import { describe, expect, it } from 'vitest';
import { knownTimeZone } from './calendar.ts';
import {
  type CodeReleaseInput,
  codeReleaseFor,
  localDateIn,
  savedReleaseStateAt,
  stayHasEnded,
  zonedInstant,
} from './door-code-release.ts';

/** A Riad Yasmine-like stay in Marrakech: 12 to 15 March 2026, 15:00 / 11:00. */
const stay = (changes: Partial<CodeReleaseInput> = {}): CodeReleaseInput => ({
  checkInDate: '2026-03-12',
  checkInTime: '15:00',
  checkOutDate: '2026-03-15',
  checkOutTime: '11:00',
  timeZone: 'Africa/Casablanca',
  releaseHours: 48,
  requiresCheckIn: false,
  checkInComplete: false,
  graceHours: 12,
  now: new Date('2026-03-01T00:00:00Z'),
  ...changes,
});

const at = (iso: string) => new Date(iso);
const stateAt = (iso: string, changes: Partial<CodeReleaseInput> = {}) =>
  codeReleaseFor(stay({ ...changes, now: at(iso) })).state;

describe('codeReleaseFor in Africa/Casablanca', () => {
  it('reads Morocco at UTC+0 during Ramadan 2026 (15 February to 22 March), as Intl has it', () => {
    // The zone's own rules, checked: 12 March is in the Ramadan period, 23 March after it.
    const hourInMorocco = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Casablanca',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(at(iso));
    expect(hourInMorocco('2026-03-12T12:00:00Z')).toBe('12');
    expect(hourInMorocco('2026-03-23T12:00:00Z')).toBe('13');
    expect(hourInMorocco('2026-02-01T12:00:00Z')).toBe('13');

    expect(codeReleaseFor(stay())).toEqual({
      state: 'waiting',
      releasesAt: '2026-03-10T15:00:00.000Z',
      // The property's clock at release, by the server's zone rules (UTC+0 in Ramadan): what the app shows.
      releasesAtLocal: '2026-03-10T15:00',
      requiresCheckIn: false,
      expiresAt: '2026-03-15T23:00:00.000Z',
      timeZone: 'Africa/Casablanca',
    });
    // After the switch back to UTC+1: 15:00 local is 14:00 UTC.
    const after = codeReleaseFor(stay({ checkInDate: '2026-03-24', checkOutDate: '2026-03-26' }));
    expect(after.releasesAt).toBe('2026-03-22T14:00:00.000Z');
    expect(after.releasesAtLocal).toBe('2026-03-22T15:00');
    expect(after.expiresAt).toBe('2026-03-26T22:00:00.000Z');
  });

  it('counts the hours across the switch as real hours', () => {
    // Check-in 23 March 15:00 (UTC+1) = 14:00 UTC; 48 real hours before is 21 March 14:00 UTC,
    // which is 14:00 on Morocco's clocks then (UTC+0): the local time moved by the switch.
    const release = codeReleaseFor(stay({ checkInDate: '2026-03-23', checkOutDate: '2026-03-25' }));
    expect(release.releasesAt).toBe('2026-03-21T14:00:00.000Z');
  });

  it('releases exactly at releasesAt and expires exactly at expiresAt', () => {
    expect(stateAt('2026-03-10T14:59:59.999Z')).toBe('waiting');
    expect(stateAt('2026-03-10T15:00:00.000Z')).toBe('released');
    expect(stateAt('2026-03-15T22:59:59.999Z')).toBe('released');
    expect(stateAt('2026-03-15T23:00:00.000Z')).toBe('expired');
    expect(stateAt('2026-04-01T00:00:00Z')).toBe('expired');
  });

  it('keeps the code back until online check-in is complete when the property requires it', () => {
    const required = { requiresCheckIn: true };
    expect(stateAt('2026-03-11T10:00:00Z', required)).toBe('waiting');
    expect(stateAt('2026-03-11T10:00:00Z', { ...required, checkInComplete: true })).toBe('released');
    // Complete early: still waits for the time.
    expect(stateAt('2026-03-09T10:00:00Z', { ...required, checkInComplete: true })).toBe('waiting');
    // Never complete: waits to the end, then expires all the same.
    expect(stateAt('2026-03-14T10:00:00Z', required)).toBe('waiting');
    expect(stateAt('2026-03-16T10:00:00Z', required)).toBe('expired');
    expect(codeReleaseFor(stay(required)).requiresCheckIn).toBe(true);
  });

  it('takes the property’s hours and grace: 168 hours before, 0 hours of grace', () => {
    const release = codeReleaseFor(stay({ releaseHours: 168, graceHours: 0 }));
    expect(release.releasesAt).toBe('2026-03-05T15:00:00.000Z');
    expect(release.expiresAt).toBe('2026-03-15T11:00:00.000Z');
  });
});

describe('codeReleaseFor in Europe/Paris across daylight saving', () => {
  // Clocks go forward on 29 March 2026 at 02:00 (CET UTC+1 -> CEST UTC+2).
  const paris = { timeZone: 'Europe/Paris', checkInDate: '2026-03-30', checkOutDate: '2026-04-02' };

  it('releases 48 real hours before a check-in the day after the change: 14:00 local, not 15:00', () => {
    const release = codeReleaseFor(stay(paris));
    // 30 March 15:00 CEST = 13:00 UTC; minus 48 h = 28 March 13:00 UTC = 14:00 CET.
    expect(release.releasesAt).toBe('2026-03-28T13:00:00.000Z');
    const localRelease = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at(release.releasesAt));
    expect(localRelease).toBe('14:00');
    expect(release.expiresAt).toBe('2026-04-02T21:00:00.000Z');
  });

  it('expires 12 real hours after a check-out on the day the clocks go back', () => {
    // 25 October 2026 11:00 CET (after the change at 03:00 CEST) = 10:00 UTC; + 12 h = 22:00 UTC.
    const release = codeReleaseFor(
      stay({ timeZone: 'Europe/Paris', checkInDate: '2026-10-22', checkOutDate: '2026-10-25' }),
    );
    expect(release.expiresAt).toBe('2026-10-25T22:00:00.000Z');
  });
});

describe('the rule does not depend on where the guest is', () => {
  it('gives the same instants and state whatever zone the guest’s device is in', () => {
    // The guest's zone is not an input at all: the same `now` instant, wherever it is read, gives one answer.
    const now = at('2026-03-10T15:30:00Z'); // 08:30 in Los Angeles, 00:30 next day in Tokyo
    const release = codeReleaseFor(stay({ now }));
    expect(release.state).toBe('released');
    expect(release.releasesAt).toBe('2026-03-10T15:00:00.000Z');
    // A property in New York seen from Morocco: its own zone decides (15:00 EDT = 19:00 UTC).
    const newYork = codeReleaseFor(
      stay({ timeZone: 'America/New_York', checkInDate: '2026-06-01', checkOutDate: '2026-06-03' }),
    );
    expect(newYork.releasesAt).toBe('2026-05-30T19:00:00.000Z');
  });
});

describe('helpers', () => {
  it('reads an unknown zone as Africa/Casablanca', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('Africa/Casablanca');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(codeReleaseFor(stay({ timeZone: 'Mars/Olympus' })).timeZone).toBe('Africa/Casablanca');
  });

  it('gives the local date and the stay’s end in the property’s zone', () => {
    expect(localDateIn(at('2026-06-01T23:30:00Z'), 'Africa/Casablanca')).toBe('2026-06-02');
    expect(localDateIn(at('2026-06-01T23:30:00Z'), 'America/New_York')).toBe('2026-06-01');
    expect(zonedInstant('2026-06-01', '11:00', 'Africa/Casablanca')).toBe(Date.parse('2026-06-01T10:00:00Z'));
    const ending = { checkOutDate: '2026-03-15', checkOutTime: '11:00', timeZone: 'Africa/Casablanca' };
    expect(stayHasEnded(ending, at('2026-03-15T10:59:59Z'))).toBe(false);
    expect(stayHasEnded(ending, at('2026-03-15T11:00:00Z'))).toBe(true);
  });

  it('judges a saved release again on the device: expired after expiresAt, otherwise as saved', () => {
    const released = codeReleaseFor(stay({ now: at('2026-03-11T00:00:00Z') }));
    expect(savedReleaseStateAt(released, at('2026-03-15T22:00:00Z'))).toBe('released');
    expect(savedReleaseStateAt(released, at('2026-03-15T23:00:00Z'))).toBe('expired');
    const waiting = codeReleaseFor(stay({ requiresCheckIn: true, now: at('2026-03-11T00:00:00Z') }));
    expect(savedReleaseStateAt(waiting, at('2026-03-12T00:00:00Z'))).toBe('waiting');
  });
});
