/** An ObjectStorage in memory for the handler tests: what was stored, under which key and type. */
import { guideBucket, type ObjectStorage, publicObjectPath } from '../functions/_shared/object-storage.ts';

export interface MemoryStorage extends ObjectStorage {
  objects: Map<string, { body: Uint8Array; contentType: string }>;
  /** The stored object behind a URL the storage gave, or undefined. */
  atUrl(url: string): Uint8Array | undefined;
}

export function memoryStorage(): MemoryStorage {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const prefix = publicObjectPath(guideBucket, '');
  return {
    objects,
    async putObject(key, body, contentType) {
      objects.set(key, { body: new Uint8Array(body), contentType });
    },
    async deleteObject(key) {
      objects.delete(key);
    },
    publicUrl: (key) => publicObjectPath(guideBucket, key),
    atUrl: (url) =>
      url.startsWith(prefix) ? objects.get(decodeURIComponent(url.slice(prefix.length)))?.body : undefined,
  };
}
