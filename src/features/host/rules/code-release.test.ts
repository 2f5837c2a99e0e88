import { describe, expect, it } from 'vitest';
import { releaseSummary } from './code-release';

const property = { checkInTime: '15:00', timeZone: 'Africa/Casablanca' };

describe('releaseSummary', () => {
  it('says the default: two days before check-in, once online check-in is complete', () => {
    expect(releaseSummary({ ...property, codeReleaseHours: 48, codeRequiresCheckIn: true })).toEqual({
      key: 'propertyEditor.release.summaryDaysAfterCheckIn',
      values: { time: '15:00', zone: 'Africa/Casablanca', count: 2 },
    });
  });

  it('says hours when they are not whole days, and at check-in time for 0', () => {
    expect(releaseSummary({ ...property, codeReleaseHours: 36, codeRequiresCheckIn: false })).toEqual({
      key: 'propertyEditor.release.summaryHoursAlways',
      values: { time: '15:00', zone: 'Africa/Casablanca', count: 36 },
    });
    expect(releaseSummary({ ...property, codeReleaseHours: '0', codeRequiresCheckIn: true })?.key).toBe(
      'propertyEditor.release.summaryAtCheckInAfterCheckIn',
    );
  });

  it('says nothing while the hours are not a whole number from 0 to 720', () => {
    for (const codeReleaseHours of ['', 721, -1, 1.5, 'abc']) {
      expect(releaseSummary({ ...property, codeReleaseHours, codeRequiresCheckIn: true })).toBeNull();
    }
    expect(releaseSummary({ ...property, codeReleaseHours: 720, codeRequiresCheckIn: true })?.values).toEqual(
      expect.objectContaining({ count: 30 }),
    );
  });
});
