import { readFileSync } from 'node:fs';
import { type IcalFeedError, icalFeedMaxFutureEvents } from '@shared/host-api-types-ical.ts';
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

  it('explains every failed sync in every language, a too large calendar with the limit itself', () => {
    const codes: IcalFeedError[] = [
      'url_refused',
      'unreachable',
      'timeout',
      'http_status',
      'too_large',
      'not_a_calendar',
      'too_many_events',
      'sync_failed',
    ];
    for (const language of ['en', 'fr', 'es', 'ar']) {
      const texts = JSON.parse(readFileSync(`public/locales/${language}/host.json`, 'utf8'));
      for (const code of codes) {
        expect(texts.calendarFeeds.errors[code], `${language} ${code}`).toEqual(expect.any(String));
      }
      expect(texts.calendarFeeds.errors.too_many_events.replace(/[\s,.\u202f]/g, '')).toContain(
        String(icalFeedMaxFutureEvents),
      );
    }
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
