/**
 * The local stand-in for Supabase Storage: objects are files in a folder (`DATA_DIR/storage/<bucket>/
 * <key>`), written whole (temporary file, then rename) and served at Supabase's public path,
 * `/storage/v1/object/public/<bucket>/<key>`, with a year's immutable cache (names are
 * content-addressed). Writes and deletes touch the disk.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { guideBucket, type ObjectStorage, publicObjectPath } from '../functions/_shared/object-storage.ts';

/** A key: path segments of lower-case letters, digits, dots, dashes and underscores, no `..`. */
const keyPattern = /^(?!.*\.\.)[0-9a-z_-][0-9a-z._-]*(?:\/[0-9a-z_-][0-9a-z._-]*){0,4}$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && keyPattern.test(key);
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function folderStorage(root: string, bucket = guideBucket): ObjectStorage {
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return join(root, bucket, key);
  };
  return {
    async putObject(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${crypto.randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async deleteObject(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => publicObjectPath(bucket, key),
  };
}

/**
 * The object a GET of `pathname` names, or null when the path is not a stored object's (the server
 * then answers its JSON 404). Only the given bucket, only known image types.
 */
export async function readStoredObject(
  root: string,
  pathname: string,
  bucket = guideBucket,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer } | null> {
  const prefix = `/storage/v1/object/public/${bucket}/`;
  if (!pathname.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  const type = contentTypes[key.split('.').pop() ?? ''];
  if (!type || !isStorageKey(key)) return null;
  const body = await readFile(join(root, bucket, key)).catch(() => null);
  if (!body) return null;
  return {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
    body,
  };
}
