/**
 * Fetching channel calendars: which addresses (the same check when a feed is added and at each
 * fetch hop, issue 41 finding 8), the connection pinned to the address checked, how long, how much,
 * which redirects, and the conditional request of an unchanged feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IcalFixtureServer, icalFixture, startIcalFixtures } from '../../test-support/ical-fixtures.ts';
import {
  addressKind,
  checkFeedAddress,
  checkFeedUrl,
  FeedFetchError,
  type FeedFetchPolicy,
  fetchFeed,
  fetchFeedText,
} from './ical-fetch.ts';

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
  });

  it('refuses plain http to anything but this machine, once the name is resolved', async () => {
    const resolve = async () => ['93.184.216.34'];
    expect(await checkFeedAddress('http://www.airbnb.com/a.ics', { ...local, resolve })).toMatchObject({
      ok: false,
      code: 'url_refused',
    });
    const loopback = await checkFeedAddress('http://feeds.test/a.ics', {
      ...local,
      resolve: async () => ['127.0.0.1'],
    });
    expect(loopback).toMatchObject({ ok: true, addresses: ['127.0.0.1'] });
  });

  it('refuses IPv4 hidden in IPv6, localhost with a final dot, single-label and local-only names (finding 8)', async () => {
    const resolve = async (host: string): Promise<string[]> => {
      throw new Error(`${host} should have been refused before any lookup`);
    };
    for (const url of [
      'https://[::127.0.0.1]:8443/a.ics',
      'https://[::7f00:1]/a.ics',
      'https://[::10.0.0.1]/a.ics',
      'https://[::ffff:127.0.0.1]/a.ics',
      'https://[64:ff9b::a00:1]/a.ics',
      'https://[2002:a00:1::1]/a.ics',
      'https://[2001::1]/a.ics',
      'https://[fe80::1]/a.ics',
      'https://[::]/a.ics',
      'https://localhost.:8443/a.ics',
      'https://LOCALHOST./a.ics',
      'https://calendar.localhost./a.ics',
      'https://intranet/a.ics',
      'https://intranet./a.ics',
      'https://printer.local/a.ics',
      'https://metadata.google.internal/a.ics',
      'https://nas.home.arpa/a.ics',
      'https://0x7f.1/a.ics',
      'https://2130706433/a.ics',
      'https://a../a.ics',
    ]) {
      expect(checkFeedUrl(url, production).ok, url).toBe(false);
      expect(await checkFeedAddress(url, { ...production, resolve }), url).toMatchObject({
        ok: false,
        code: 'url_refused',
      });
    }
    expect(addressKind('2606:4700::1111')).toBe('public');
    expect(addressKind('::7f00:1')).toBe('private');
  });

  it('resolves a name once and refuses it when any of its addresses is private or local', async () => {
    const answers: Record<string, string[]> = {
      'www.airbnb.com': ['54.230.1.2', '2600:9000::1'],
      'rebind.example.com': ['54.230.1.2', '127.0.0.1'],
      'mapped.example.com': ['::ffff:169.254.169.254'],
      'compat.example.com': ['::7f00:1'],
    };
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      const found = answers[host];
      if (!found) throw new Error('ENOTFOUND');
      return found;
    };
    const policy = { ...production, resolve };
    expect(await checkFeedAddress('https://www.airbnb.com./calendar/ical/1.ics', policy)).toMatchObject({
      ok: true,
      addresses: ['54.230.1.2', '2600:9000::1'],
    });
    for (const host of ['rebind.example.com', 'mapped.example.com', 'compat.example.com']) {
      expect(await checkFeedAddress(`https://${host}/a.ics`, policy), host).toMatchObject({
        ok: false,
        code: 'url_refused',
      });
    }
    expect(await checkFeedAddress('https://nowhere.example.com/a.ics', policy)).toMatchObject({
      ok: false,
      code: 'unreachable',
    });
    expect(asked).toEqual([
      'www.airbnb.com',
      'rebind.example.com',
      'mapped.example.com',
      'compat.example.com',
      'nowhere.example.com',
    ]);
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

  it('connects to the address it checked: the name is looked up once per hop, never again by the request', async () => {
    // The first answer is the one checked; a rebinding resolver would answer 10.0.0.1 the next time.
    let lookups = 0;
    const resolve = async () => (++lookups === 1 ? ['127.0.0.1'] : ['10.0.0.1']);
    const policy: FeedFetchPolicy = { ...local, resolve };
    const port = new URL(fixtures.url('/')).port;
    const before = fixtures.hits('/airbnb.ics');
    expect(await fetchFeedText(`http://calendar.rebind.test:${port}/airbnb.ics`, policy)).toBe(
      icalFixture('airbnb'),
    );
    expect(lookups).toBe(1);
    expect(fixtures.hits('/airbnb.ics')).toBe(before + 1);
    // Each redirect hop is checked (and resolved) again: the second answer, 10.0.0.1, is refused.
    fixtures.set('/hop.ics', {
      status: 302,
      headers: { Location: `http://other.rebind.test:${port}/airbnb.ics` },
    });
    lookups = 0;
    const refused = await failure(fetchFeedText(`http://calendar.rebind.test:${port}/hop.ics`, policy));
    expect(refused).toMatchObject({ code: 'url_refused' });
    expect(lookups).toBe(2);
    expect(fixtures.hits('/airbnb.ics')).toBe(before + 1);
  });

  it('sends the last ETag back and takes a 304 as unchanged', async () => {
    fixtures.set('/tagged.ics', { body: icalFixture('vrbo'), etag: '"v1"' });
    const first = await fetchFeed(fixtures.url('/tagged.ics'), local);
    expect(first).toMatchObject({ kind: 'body', etag: '"v1"', text: icalFixture('vrbo') });
    expect(await fetchFeed(fixtures.url('/tagged.ics'), local, { etag: '"v1"', lastModified: null })).toEqual(
      {
        kind: 'unchanged',
      },
    );
    fixtures.set('/tagged.ics', { body: icalFixture('airbnb'), etag: '"v2"' });
    expect(
      await fetchFeed(fixtures.url('/tagged.ics'), local, { etag: '"v1"', lastModified: null }),
    ).toMatchObject({ kind: 'body', etag: '"v2"', text: icalFixture('airbnb') });
  });
});
