/** Fetching channel calendars: which addresses, how long, how much, which redirects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IcalFixtureServer, icalFixture, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import { addressKind, checkFeedUrl, FeedFetchError, fetchFeedText } from './ical-fetch.ts';

const local = { allowLocalHttp: true };
const production = { allowLocalHttp: false };

describe('feed addresses', () => {
  it('takes https links from the channels, and plain http only to this machine when allowed', () => {
    expect(checkFeedUrl('https://www.airbnb.com/calendar/ical/1.ics?s=abc', production).ok).toBe(true);
    expect(checkFeedUrl('https://ical.booking.com/v1/export?t=abc', production).ok).toBe(true);
    expect(checkFeedUrl('http://www.airbnb.com/calendar/ical/1.ics', production).ok).toBe(false);
    expect(checkFeedUrl('http://127.0.0.1:8080/a.ics', production).ok).toBe(false);
    expect(checkFeedUrl('http://127.0.0.1:8080/a.ics', local).ok).toBe(true);
    expect(checkFeedUrl('http://localhost:8080/a.ics', local).ok).toBe(true);
    expect(checkFeedUrl('http://www.airbnb.com/a.ics', local).ok).toBe(false);
  });

  it('refuses other schemes, credentials, and private or local addresses', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.ics',
      'webcal://example.com/a.ics',
      'https://user:secret@example.com/a.ics',
      'https://localhost/a.ics',
      'https://127.0.0.1/a.ics',
      'https://10.1.2.3/a.ics',
      'https://192.168.1.1/a.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/a.ics',
      'https://[fd00::1]/a.ics',
      'https://[::ffff:10.0.0.1]/a.ics',
      'not a url',
    ]) {
      expect(checkFeedUrl(url, production).ok, url).toBe(false);
    }
    expect(addressKind('8.8.8.8')).toBe('public');
    expect(addressKind('172.20.0.1')).toBe('private');
    expect(addressKind('100.64.0.1')).toBe('private');
    expect(addressKind('127.0.0.53')).toBe('loopback');
  });
});

describe('fetching a feed', () => {
  let fixtures: IcalFixtureServer;
  beforeAll(async () => {
    fixtures = await startIcalFixtures();
  });
  afterAll(async () => {
    await fixtures?.close();
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FeedFetchError);
    return error as FeedFetchError;
  };

  it('reads the calendar, following a redirect on this machine', async () => {
    expect(await fetchFeedText(fixtures.url('/airbnb.ics'), local)).toBe(icalFixture('airbnb'));
    fixtures.set('/moved.ics', { status: 302, headers: { Location: '/airbnb.ics' } });
    expect(await fetchFeedText(fixtures.url('/moved.ics'), local)).toBe(icalFixture('airbnb'));
  });

  it('says why it could not', async () => {
    expect((await failure(fetchFeedText(fixtures.url('/airbnb.ics'), production))).code).toBe('url_refused');
    expect(await failure(fetchFeedText(fixtures.url('/gone.ics'), local))).toMatchObject({
      code: 'http_status',
      detail: 'HTTP 404',
    });
    fixtures.set('/file.ics', { status: 301, headers: { Location: 'file:///etc/passwd' } });
    expect((await failure(fetchFeedText(fixtures.url('/file.ics'), local))).code).toBe('url_refused');
    fixtures.set('/loop.ics', { status: 302, headers: { Location: '/loop.ics' } });
    expect((await failure(fetchFeedText(fixtures.url('/loop.ics'), local))).code).toBe('unreachable');
    fixtures.set('/slow.ics', { body: icalFixture('airbnb'), delay: 1500 });
    expect((await failure(fetchFeedText(fixtures.url('/slow.ics'), { ...local, timeoutMs: 200 }))).code).toBe(
      'timeout',
    );
    fixtures.set('/huge.ics', { body: 'x'.repeat(5000) });
    expect((await failure(fetchFeedText(fixtures.url('/huge.ics'), { ...local, maxBytes: 1000 }))).code).toBe(
      'too_large',
    );
    expect((await failure(fetchFeedText('http://127.0.0.1:9/closed.ics', local))).code).toBe('unreachable');
  });
});
