/**
 * Encryption at rest of the guest declarations' most sensitive fields (issue 31): the ID number and
 * the drawn signature. AES-256-GCM from the Web Crypto API (the same in Deno and Node), a fresh
 * 96-bit IV per value, the key from the environment (DECLARATION_KEY: 32 bytes, base64). A sealed
 * value reads "v1.<iv base64url>.<ciphertext+tag base64url>"; the row's id is bound as additional
 * data by the caller when it wants a value that cannot be moved to another row.
 */

const version = 'v1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class DeclarationKeyError extends Error {}

/** The key from its base64 text (32 bytes); throws DeclarationKeyError on anything else. */
export async function importDeclarationKey(base64: string): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(base64.trim());
  } catch {
    throw new DeclarationKeyError('DECLARATION_KEY must be 32 bytes in base64');
  }
  if (raw.length !== 32) throw new DeclarationKeyError('DECLARATION_KEY must be 32 bytes in base64');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** A new random key as base64 (what `npm start` writes to DATA_DIR when none is set). */
export function newDeclarationKey(): string {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of raw) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function sealBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  context = '',
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    plain,
  );
  return `${version}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The bytes back; throws when the value was altered, sealed with another key or another context. */
export async function openBytes(key: CryptoKey, sealed: string, context = ''): Promise<Uint8Array> {
  const [tag, iv, body] = sealed.split('.');
  if (tag !== version || !iv || !body) throw new Error('not a sealed declaration value');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv), additionalData: new TextEncoder().encode(context) },
    key,
    fromBase64(body),
  );
  return new Uint8Array(plain);
}

export const sealText = (key: CryptoKey, plain: string, context = '') =>
  sealBytes(key, new TextEncoder().encode(plain), context);

export const openText = async (key: CryptoKey, sealed: string, context = '') =>
  new TextDecoder().decode(await openBytes(key, sealed, context));
