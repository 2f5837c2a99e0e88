/**
 * Fetches a channel's calendar (network): https only (plain http to this machine when the server
 * allows it, for tests and local fixtures), never to a private or loopback address otherwise, at
 * most 10 seconds and 2 MB, redirects followed by hand (at most 3, each checked again).
 */
import ipaddr from 'ipaddr.js';
import type { IcalFeedError } from './host-api-types-ical.ts';

export const feedTimeoutMs = 10_000;
export const feedMaxBytes = 2 * 1024 * 1024;
const maxRedirects = 3;

/** A failed fetch, with the code the host portal explains and a short detail. */
export class FeedFetchError extends Error {
  constructor(
    readonly code: IcalFeedError,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'FeedFetchError';
  }
}

export interface FeedFetchPolicy {
  /** Plain http and loopback addresses allowed (the local server's ICAL_ALLOW_LOCAL_HTTP, tests). */
  allowLocalHttp: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Loopback, and any address that is not the public internet's (private, link-local, ...). */
export function addressKind(address: string): 'loopback' | 'private' | 'public' {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (!ipaddr.isValid(bare)) return 'public';
  // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1) is judged as its IPv4.
  const range = ipaddr.process(bare).range();
  if (range === 'loopback') return 'loopback';
  return range === 'unicast' ? 'public' : 'private';
}

/** Whether a host name is an IP address literal (IPv4 or IPv6). */
const isIpLiteral = (host: string) => ipaddr.isValid(host);

/**
 * The host's addresses from the runtime's resolver: node:dns in Node and in Deno alike, imported by
 * a name held in a variable, so neither type check pulls in Node's types for this one call.
 */
async function resolveAddresses(host: string): Promise<string[]> {
  const dnsModule = 'node:dns/promises';
  const dns = (await import(dnsModule)) as {
    lookup(host: string, options: { all: true }): Promise<{ address: string }[]>;
  };
  return (await dns.lookup(host, { all: true })).map((entry) => entry.address);
}

/** Whether `address` may be fetched under the policy (null) or why not. */
function refusedAddress(address: string, policy: FeedFetchPolicy): string | null {
  const kind = addressKind(address);
  if (kind === 'public') return null;
  if (kind === 'loopback' && policy.allowLocalHttp) return null;
  return 'a private or local address';
}

/**
 * The URL a host may add as a feed: a valid http(s) URL without credentials; https (http only to
 * this machine when allowed), not to a private or loopback address. The reason when refused.
 */
export function checkFeedUrl(
  text: string,
  policy: FeedFetchPolicy,
): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'not a web address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the address' };
  const host = url.hostname.toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost') || addressKind(host) === 'loopback';
  if (url.protocol === 'http:' && !(policy.allowLocalHttp && local))
    return { ok: false, reason: 'not https' };
  if (local) return policy.allowLocalHttp ? { ok: true, url } : { ok: false, reason: 'a local address' };
  const refused = refusedAddress(host, policy);
  return refused ? { ok: false, reason: refused } : { ok: true, url };
}

/** Every address the host name resolves to must be allowed (an IP literal is checked as it is). */
async function checkResolved(url: URL, policy: FeedFetchPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host) || host === 'localhost') return;
  let addresses: string[];
  try {
    addresses = await resolveAddresses(host);
  } catch {
    throw new FeedFetchError('unreachable', `${host} not found`);
  }
  for (const address of addresses) {
    const refused = refusedAddress(address, policy);
    if (refused) throw new FeedFetchError('url_refused', `${host} is ${refused}`);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedFetchError('too_large', `over ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedFetchError('too_large', `over ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The calendar's text, or a FeedFetchError saying why not. */
export async function fetchFeedText(address: string, policy: FeedFetchPolicy): Promise<string> {
  const signal = AbortSignal.timeout(policy.timeoutMs ?? feedTimeoutMs);
  let next = address;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const checked = checkFeedUrl(next, policy);
      if (!checked.ok) throw new FeedFetchError('url_refused', checked.reason);
      await checkResolved(checked.url, policy);
      const response = await fetch(checked.url, {
        redirect: 'manual',
        signal,
        headers: {
          Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1',
          'User-Agent': 'Rihla-Calendar-Sync/1',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined);
        next = new URL(location, checked.url).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new FeedFetchError('http_status', `HTTP ${response.status}`);
      }
      return await readCapped(response, policy.maxBytes ?? feedMaxBytes);
    }
    throw new FeedFetchError('unreachable', 'too many redirects');
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted)
      throw new FeedFetchError('timeout', `no answer in ${(policy.timeoutMs ?? feedTimeoutMs) / 1000} s`);
    throw new FeedFetchError(
      'unreachable',
      error instanceof Error ? error.message.slice(0, 200) : 'unreachable',
    );
  }
}
