/**
 * Fetches a channel's calendar (network): every hop's address checked first (ical-feed-address.ts:
 * the same check as when the feed was added) and the request pinned to the addresses that check
 * resolved (ical-pinned-request.ts); at most 10 seconds and 2 MB; redirects followed by hand (at
 * most 3, each checked again). With the last good sync's ETag / Last-Modified, a conditional
 * request: the channel's 304 says the calendar has not changed.
 */
import { checkFeedAddress, FeedFetchError, type FeedFetchPolicy } from './ical-feed-address.ts';
import { pinnedGet } from './ical-pinned-request.ts';

export type { FeedFetchPolicy } from './ical-feed-address.ts';
export { addressKind, checkFeedAddress, checkFeedUrl, FeedFetchError } from './ical-feed-address.ts';

export const feedTimeoutMs = 10_000;
export const feedMaxBytes = 2 * 1024 * 1024;
const maxRedirects = 3;

/** What the last good sync's answer said about its version (sent back for a conditional request). */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer =
  | { kind: 'unchanged' }
  | { kind: 'body'; bytes: Uint8Array; text: string; etag: string | null; lastModified: string | null };

/** A validator worth keeping: short, printable (a channel's header is no place for 2 KB). */
const kept = (value: string | null, max: number) =>
  value && value.length <= max && /^[\x20-\x7e]+$/.test(value) ? value : null;

/** The calendar, or `unchanged` (a 304 to the validators sent), or a FeedFetchError saying why not. */
export async function fetchFeed(
  address: string,
  policy: FeedFetchPolicy,
  validators: FeedValidators | null = null,
): Promise<FeedAnswer> {
  const timeoutMs = policy.timeoutMs ?? feedTimeoutMs;
  const maxBytes = policy.maxBytes ?? feedMaxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = {
    Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1',
    'Accept-Encoding': 'gzip, deflate',
    'User-Agent': 'Rihla-Calendar-Sync/1',
  };
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  let next = address;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const checked = await checkFeedAddress(next, policy);
      if (!checked.ok) throw new FeedFetchError(checked.code, checked.reason);
      const answer = await pinnedGet(checked.url, {
        address: checked.addresses[0] as string,
        headers,
        signal: controller.signal,
        trustedCa: policy.trustedCa,
      });
      const location = answer.header('location');
      if (answer.status === 304 && validators) {
        answer.discard();
        return { kind: 'unchanged' };
      }
      if (answer.status >= 300 && answer.status < 400 && location) {
        answer.discard();
        next = new URL(location, checked.url).toString();
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        answer.discard();
        throw new FeedFetchError('http_status', `HTTP ${answer.status}`);
      }
      if (Number(answer.header('content-length') ?? '0') > maxBytes) {
        answer.discard();
        throw new FeedFetchError('too_large', `over ${maxBytes} bytes`);
      }
      const bytes = await answer.read(maxBytes);
      if (!bytes) throw new FeedFetchError('too_large', `over ${maxBytes} bytes`);
      return {
        kind: 'body',
        bytes,
        text: new TextDecoder('utf-8').decode(bytes),
        etag: kept(answer.header('etag'), 300),
        lastModified: kept(answer.header('last-modified'), 100),
      };
    }
    throw new FeedFetchError('unreachable', 'too many redirects');
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (controller.signal.aborted) throw new FeedFetchError('timeout', `no answer in ${timeoutMs / 1000} s`);
    throw new FeedFetchError(
      'unreachable',
      error instanceof Error ? error.message.slice(0, 200) : 'unreachable',
    );
  } finally {
    clearTimeout(timer);
  }
}

/** The calendar's text (no conditional request), or a FeedFetchError saying why not. */
export async function fetchFeedText(address: string, policy: FeedFetchPolicy): Promise<string> {
  const answer = await fetchFeed(address, policy);
  return answer.kind === 'body' ? answer.text : '';
}
