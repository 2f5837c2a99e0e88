import { describe, expect, it } from 'vitest';
import { formatClockTime, formatZonedMoment, timeZoneName } from './release-time';

const now = Date.parse('2026-06-26T10:00:00Z');
// Morocco's offsets from autumn 2026 on differ between tz database versions (Node's ICU and a newer
// Chromium disagree): the dates here are those every version agrees on.

describe('formatZonedMoment', () => {
  it('writes the release in the property’s zone, in the guest’s language', () => {
    // 14:00 UTC is 15:00 in Morocco (UTC+1) on Friday 3 July 2026.
    const release = Date.parse('2026-07-03T14:00:00Z');
    expect(formatZonedMoment(release, 'Africa/Casablanca', 'en', now)).toEqual({
      date: 'Friday, July 3',
      time: '15:00',
    });
    expect(formatZonedMoment(release, 'Africa/Casablanca', 'fr', now)).toEqual({
      date: 'vendredi 3 juillet',
      time: '15:00',
    });
    expect(formatZonedMoment(release, 'Africa/Casablanca', 'ar', now).date).toContain('الجمعة');
  });

  it('shows the property’s clock, not the guest’s, on either side of a daylight-saving change', () => {
    // Paris changes to summer time on 29 March 2026: 14:00 local is 13:00 UTC before, 12:00 UTC after.
    expect(formatZonedMoment(Date.parse('2026-03-27T13:00:00Z'), 'Europe/Paris', 'en', now).time).toBe(
      '14:00',
    );
    expect(formatZonedMoment(Date.parse('2026-03-30T12:00:00Z'), 'Europe/Paris', 'en', now).time).toBe(
      '14:00',
    );
    // Morocco sets its clocks back an hour for Ramadan (UTC+0 on 1 March 2026, UTC+1 again in April).
    expect(formatZonedMoment(Date.parse('2026-03-01T15:00:00Z'), 'Africa/Casablanca', 'en', now).time).toBe(
      '15:00',
    );
    expect(formatZonedMoment(Date.parse('2026-04-01T15:00:00Z'), 'Africa/Casablanca', 'en', now).time).toBe(
      '16:00',
    );
  });

  it('names the date in the property’s zone when the guest’s day is another', () => {
    // 23:30 UTC on 2 July is 00:30 on 3 July in Morocco: a guest in New York still reads the 3rd.
    expect(formatZonedMoment(Date.parse('2026-07-02T23:30:00Z'), 'Africa/Casablanca', 'en', now)).toEqual({
      date: 'Friday, July 3',
      time: '00:30',
    });
  });

  it('adds the year when the release is in another year, and reads an unknown zone as Morocco’s', () => {
    expect(formatZonedMoment(Date.parse('2027-01-08T14:00:00Z'), 'Africa/Casablanca', 'en', now).date).toBe(
      'Friday, January 8, 2027',
    );
    expect(formatZonedMoment(Date.parse('2026-12-04T14:00:00Z'), 'Mars/Olympus', 'en', now).time).toBe(
      '15:00',
    );
  });
});

describe("formatZonedMoment with the server's wall time", () => {
  it("shows the property clock the server computed, whatever the device's zone rules say", () => {
    // 14:00 UTC: 15:00 in Casablanca by one edition of the zone rules, 14:00 by another.
    const instant = Date.UTC(2026, 10, 30, 14, 0);
    const now = Date.UTC(2026, 10, 26, 9, 0);
    expect(formatZonedMoment(instant, 'Africa/Casablanca', 'en', now, '2026-11-30T15:00')).toEqual({
      date: 'Monday, November 30',
      time: '15:00',
    });
    expect(formatZonedMoment(instant, 'Africa/Casablanca', 'fr', now, '2026-11-30T15:00').time).toBe('15:00');
  });

  it('falls back to the instant in the zone when the wall time is missing or malformed', () => {
    const instant = Date.UTC(2026, 5, 10, 13, 0);
    const now = Date.UTC(2026, 5, 1, 9, 0);
    const fromInstant = formatZonedMoment(instant, 'Europe/Paris', 'en', now);
    expect(formatZonedMoment(instant, 'Europe/Paris', 'en', now, 'tomorrow at three')).toEqual(fromInstant);
    expect(fromInstant.time).toBe('15:00');
  });
});

describe('timeZoneName and formatClockTime', () => {
  it('leaves Morocco’s zone to the texts and names any other one', () => {
    expect(timeZoneName('Africa/Casablanca', 'en')).toBeNull();
    expect(timeZoneName('Europe/Paris', 'en')).toMatch(/Central European/);
  });

  it('writes support hours on a 24-hour clock in every language', () => {
    for (const language of ['en', 'fr', 'es', 'ar']) {
      expect(formatClockTime('08:00', language)).toBe('08:00');
      expect(formatClockTime('22:00', language)).toBe('22:00');
    }
  });
});
