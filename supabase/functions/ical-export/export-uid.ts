/**
 * The UIDs of the channel export's events (issue 41): an HMAC-SHA-256 of the event's kind and id
 * under the property's `ical_uid_secret` (migration 0033), 128 bits in hex, `@rihla`. Stable for a
 * booking or a block (the channels recognise an event from one fetch to the next, and a renewed
 * export link keeps them), different for every event, and nothing of the id can be read back from
 * it: a UID cannot be sent anywhere in place of a booking id. Web Crypto (the same in Deno and Node).
 */

export type ExportEventKind = 'booking' | 'block';

const encoder = new TextEncoder();

/** A signer of UIDs under one property's secret. */
export async function exportUidSigner(
  secret: string,
): Promise<(kind: ExportEventKind, id: string) => Promise<string>> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (kind, id) => {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${kind}:${id}`)));
    const hex = Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex}@rihla`;
  };
}
