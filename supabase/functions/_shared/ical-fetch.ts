/**
 * Fetches a channel's calendar (network): https only (plain http to this machine when the server
 * allows it, for tests and local fixtures), never to a private or loopback address otherwise, at
 * most 10 seconds and 2 MB, redirects followed by hand (at most 3, each checked again).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

function ipv4Private(address: string): { loopback: boolean; private: boolean } {
  const [a = 0, b = 0] = address.split('.').map(Number);
  const loopback = a === 127;
  const isPrivate =
    loopback ||
    a === 0 ||
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224;
  return { loopback, private: isPrivate };
}

/** Loopback, and any address that is not the public internet's (private, link-local, ...). */
export function addressKind(address: string): 'loopback' | 'private' | 'public' {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare) === 4) {
    const kind = ipv4Private(bare);
    return kind.loopback ? 'loopback' : kind.private ? 'private' : 'public';
  }
  if (isIP(bare) === 6) {
    if (bare === '::1') return 'loopback';
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    if (mapped?.[1]) return addressKind(mapped[1]);
    // The same, as a URL writes it: ::ffff:a00:1 is 10.0.0.1.
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
    if (hex?.[1] && hex[2]) {
      const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
      return addressKind(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    if (bare === '::' || /^(fc|fd|fe[89ab])/.test(bare) || bare.startsWith('ff')) return 'private';
    return 'public';
  }
  return 'public';
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
  if (isIP(host) || host === 'localhost') return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new FeedFetchError('unreachable', `${host} not found`);
  }
  for (const { address } of addresses) {
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
