/**
 * Where the guide photos' files live, behind one small interface: locally a folder under DATA_DIR
 * (supabase/local-server/folder-storage.ts), on Supabase its Storage (below, REST API with the
 * service key). Keys are paths inside one public bucket; names are content-addressed (a new file,
 * a new name), so every URL may be cached for good.
 */

export interface ObjectStorage {
  /** Stores `body` under `key` (replacing what was there). */
  putObject(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  deleteObject(key: string): Promise<void>;
  /** The URL a browser loads the object from (same-origin path locally, absolute on Supabase). */
  publicUrl(key: string): string;
}

/** The bucket of the photo guide. */
export const guideBucket = 'guide';

/** The path both the local server and Supabase serve a public object at. */
export const publicObjectPath = (bucket: string, key: string) =>
  `/storage/v1/object/public/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

export interface SupabaseStorageOptions {
  /** The project's URL (`SUPABASE_URL`, https://<ref>.supabase.co). */
  url: string;
  /** The service role key (`SUPABASE_SERVICE_ROLE_KEY`): writes bypass Storage's policies. */
  serviceKey: string;
  bucket?: string;
  fetch?: typeof fetch;
}

/**
 * Supabase Storage through its REST API: `POST /storage/v1/object/<bucket>/<key>` (upsert, a year's
 * cache), `DELETE /storage/v1/object/<bucket>/<key>`, public URLs under `/object/public/`. The bucket
 * is public (migration 0021 creates it).
 */
export function supabaseStorage(options: SupabaseStorageOptions): ObjectStorage {
  const base = options.url.replace(/\/+$/, '');
  const bucket = options.bucket ?? guideBucket;
  const send = options.fetch ?? fetch;
  const objectUrl = (key: string) =>
    `${base}/storage/v1/object/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const headers = { Authorization: `Bearer ${options.serviceKey}`, apikey: options.serviceKey };
  return {
    async putObject(key, body, contentType) {
      const response = await send(objectUrl(key), {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': contentType,
          'Cache-Control': 'max-age=31536000',
          'x-upsert': 'true',
        },
        body: body as BodyInit,
      });
      if (!response.ok) {
        throw new Error(`storage upload failed: HTTP ${response.status}`);
      }
      await response.body?.cancel();
    },
    async deleteObject(key) {
      const response = await send(objectUrl(key), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404 && response.status !== 400) {
        throw new Error(`storage delete failed: HTTP ${response.status}`);
      }
      await response.body?.cancel();
    },
    publicUrl: (key) => `${base}${publicObjectPath(bucket, key)}`,
  };
}
