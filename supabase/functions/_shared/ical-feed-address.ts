/**
 * Which channel calendar addresses may be fetched: one check, used both when a host adds a feed and
 * before every fetch and redirect hop (ical-fetch.ts). https only (plain http only to this machine
 * when the server allows it, for tests and local fixtures); no credentials; no single-label or
 * local-only names (`intranet`, `localhost.`, `*.local`, `*.internal`...); no address that is not
 * the public internet's, including IPv6 forms that carry an IPv4 inside (`[::127.0.0.1]`,
 * `[::ffff:10.0.0.1]`, NAT64, 6to4, Teredo). The name is resolved once (network: DNS) and every
 * address it gives must pass; the fetch then connects to those very addresses (no second lookup).
 */
import ipaddr from 'ipaddr.js';
import type { IcalFeedError } from './host-api-types-ical.ts';

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
  /** Replaces the system resolver (tests: a name that resolves to a chosen address). */
  resolve?: (host: string) => Promise<string[]>;
  /** An extra certificate authority to trust, PEM (tests: a local https server). */
  trustedCa?: string;
}

/** Loopback, and any address that is not the public internet's (private, link-local, ...). */
export function addressKind(address: string): 'loopback' | 'private' | 'public' {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (!ipaddr.isValid(bare)) return 'public';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // ::ffff:10.0.0.1, ::ffff:a00:1: judged as the IPv4 address it is.
    if (v6.isIPv4MappedAddress()) return addressKind(v6.toIPv4Address().toString());
    if (v6.range() === 'loopback') return 'loopback';
    // ::/96 (IPv4-compatible, `[::127.0.0.1]`) carries an IPv4 inside: never the public internet.
    const compatible = v6.parts.slice(0, 6).every((part) => part === 0);
    return v6.range() === 'unicast' && !compatible ? 'public' : 'private';
  }
  const range = parsed.range();
  if (range === 'loopback') return 'loopback';
  return range === 'unicast' ? 'public' : 'private';
}

const resolveTimeoutMs = 5_000;

/** Names that only ever mean a machine nearby, whatever a resolver says. */
const localSuffixes = ['.local', '.internal', '.home.arpa', '.localdomain', '.lan', '.intranet'];

export type UrlCheck = { ok: true; url: URL; host: string } | { ok: false; reason: string };

/**
 * The address as written (no resolution): a valid http(s) URL without credentials, https (http only
 * when local http is allowed), a host that is an IP of the public internet or a name of the public
 * DNS (a dot inside, no local-only suffix); `localhost` and loopback IPs only when local http is
 * allowed. `host`: the name or IP without brackets and without a final dot.
 */
export function checkFeedUrl(text: string, policy: FeedFetchPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'not a web address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not https' };
  if (url.protocol === 'http:' && !policy.allowLocalHttp) return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the address' };
  const written = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  // One final dot is the same name ("localhost." is localhost); more is no name.
  const host = written.endsWith('.') ? written.slice(0, -1) : written;
  if (!host || host.endsWith('.')) return { ok: false, reason: 'not a web address' };
  if (ipaddr.isValid(host)) {
    const kind = addressKind(host);
    if (kind === 'public' || (kind === 'loopback' && policy.allowLocalHttp)) return { ok: true, url, host };
    return { ok: false, reason: 'a private or local address' };
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return policy.allowLocalHttp ? { ok: true, url, host } : { ok: false, reason: 'a local address' };
  }
  if (!host.includes('.')) return { ok: false, reason: 'a name without a domain' };
  if (localSuffixes.some((suffix) => host.endsWith(suffix))) return { ok: false, reason: 'a local name' };
  return { ok: true, url, host };
}

/**
 * The host's addresses from the runtime's resolver: node:dns in Node and in Deno alike, imported by
 * a name held in a variable, so neither type check pulls in Node's types for this one call.
 */
async function systemResolve(host: string): Promise<string[]> {
  const dnsModule = 'node:dns/promises';
  const dns = (await import(dnsModule)) as {
    lookup(host: string, options: { all: true }): Promise<{ address: string }[]>;
  };
  return (await dns.lookup(host, { all: true })).map((entry) => entry.address);
}

export type AddressCheck =
  | { ok: true; url: URL; host: string; addresses: string[] }
  | { ok: false; code: 'url_refused' | 'unreachable'; reason: string };

/**
 * The whole check, the same when a feed is added and before each fetch hop: the address as written
 * (checkFeedUrl), then its name resolved once, every address allowed; plain http only when every
 * address is this machine's. `addresses`: where the fetch must connect. A name that does not resolve
 * is `unreachable` (a host may add it: the sync says the channel could not be reached).
 */
export async function checkFeedAddress(text: string, policy: FeedFetchPolicy): Promise<AddressCheck> {
  const written = checkFeedUrl(text, policy);
  if (!written.ok) return { ok: false, code: 'url_refused', reason: written.reason };
  const { url, host } = written;
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // A resolver that does not answer is a name not found, not a request left waiting.
      const late = new Promise<string[]>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), resolveTimeoutMs);
      });
      addresses = await Promise.race([(policy.resolve ?? systemResolve)(host), late]);
    } catch {
      addresses = [];
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) return { ok: false, code: 'unreachable', reason: `${host} not found` };
  }
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind === 'public' || (kind === 'loopback' && policy.allowLocalHttp)) continue;
    return { ok: false, code: 'url_refused', reason: `${host} is a private or local address` };
  }
  if (url.protocol === 'http:' && !addresses.every((address) => addressKind(address) === 'loopback')) {
    return { ok: false, code: 'url_refused', reason: 'not https' };
  }
  return { ok: true, url, host, addresses };
}
