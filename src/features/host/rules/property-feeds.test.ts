import { describe, expect, it } from 'vitest';
import { feedActionErrorKey, feedErrorKey, feedFormErrors, shortFeedUrl, syncTotals } from './property-feeds';

const airbnb = 'https://www.airbnb.com/calendar/ical/123.ics?s=abc';

describe('channel calendars', () => {
  it('needs an https address, a source and a short label', () => {
    expect(feedFormErrors({ url: airbnb, source: 'airbnb', label: '' })).toEqual({});
    expect(feedFormErrors({ url: ' ', source: '', label: 'l'.repeat(81) })).toEqual({
      url: 'calendarFeeds.form.errors.urlRequired',
      source: 'calendarFeeds.form.errors.source',
      label: 'calendarFeeds.form.errors.labelTooLong',
    });
    expect(feedFormErrors({ url: 'http://www.airbnb.com/x.ics', source: 'airbnb', label: '' }).url).toBe(
      'calendarFeeds.form.errors.urlHttps',
    );
    expect(feedFormErrors({ url: `https://a.com/${'x'.repeat(2000)}`, source: 'vrbo', label: '' }).url).toBe(
      'calendarFeeds.form.errors.urlTooLong',
    );
  });

  it('explains failures and refusals by code', () => {
    expect(feedErrorKey('timeout')).toBe('calendarFeeds.errors.timeout');
    expect(feedActionErrorKey({ kind: 'refused', code: 'url_refused' })).toBe(
      'calendarFeeds.form.errors.urlRefused',
    );
    expect(feedActionErrorKey({ kind: 'refused', code: 'feed_exists' })).toBe(
      'calendarFeeds.form.errors.feedExists',
    );
    expect(feedActionErrorKey({ kind: 'network' })).toBe('live.writeOffline');
  });

  it('sums what the syncs did and counts the failed ones', () => {
    const result = (ok: boolean, added: number, updated: number, cancelled: number) => ({
      feedId: 'f',
      ok,
      error: ok ? null : ('timeout' as const),
      bookings: { added, updated, cancelled },
      blocks: { added: 0, updated: 0, removed: 0 },
      conflicts: 0,
    });
    expect(syncTotals([result(true, 2, 1, 0), result(true, 1, 0, 3), result(false, 0, 0, 0)])).toEqual({
      added: 3,
      updated: 1,
      cancelled: 3,
      failed: 1,
      feeds: 3,
    });
    expect(syncTotals([])).toEqual({ added: 0, updated: 0, cancelled: 0, failed: 0, feeds: 0 });
  });

  it('shortens a long address to one line', () => {
    expect(shortFeedUrl('https://a.com/x.ics')).toBe('a.com/x.ics');
    const short = shortFeedUrl(airbnb, 20);
    expect(short).toHaveLength(20);
    expect(short.endsWith('…')).toBe(true);
  });
});
