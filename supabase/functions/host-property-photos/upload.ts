/**
 * host-property-photos' upload: `multipart/form-data` with `propertyId` and one or more `photo`
 * files, parsed with the web-standard `formData()` from a body read no further than its limit. Each
 * file is checked on its bytes (JPEG, PNG or WebP; HEIC and the rest refused), at most 10 MB, made
 * into the guide's two sizes (guide-images.ts), stored, then added at the end of the guide under the
 * property's lock, so parallel uploads never pass 20 photos. Files stored for a refused upload are
 * deleted again. Side effects: storage writes.
 */
import { asUser } from '../_shared/as-user.ts';
import type { Database, Queryable } from '../_shared/database.ts';
import { type GuideImages, ImageLibraryUnavailable, makeGuideImages } from '../_shared/guide-images.ts';
import {
  adoptImageUrls,
  deleteStored,
  lockPropertyGuide,
  photoRows,
  syncGuide,
} from '../_shared/guide-photos.ts';
import type { FunctionDeps } from '../_shared/handler-types.ts';
import { guidePhotoLimits, type HostPropertyPhotos } from '../_shared/host-api-types-properties.ts';
import type { HostCaller } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, json, logFailure } from '../_shared/http.ts';
import { detectImageType } from '../_shared/image-type.ts';
import type { ObjectStorage } from '../_shared/object-storage.ts';
import { isUuid } from '../_shared/uuid.ts';
import { messages } from './messages.ts';

/** The body's bytes, read no further than the limit (null past it). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

type Checked = { ok: true; propertyId: string; files: Uint8Array[] } | { ok: false; response: Response };

/** The form's property and photos, each checked on its bytes and size. */
async function readForm(request: Request): Promise<Checked> {
  const refuse = (status: number, message: string, code: string): Checked => ({
    ok: false,
    response: errorResponse(status, message, code),
  });
  const bytes = await readLimited(request, guidePhotoLimits.maxRequestBytes);
  if (!bytes) return refuse(413, messages.requestTooLarge, 'payload_too_large');
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return refuse(400, messages.notAForm, 'invalid_request');
  }
  const propertyId = form.get('propertyId');
  if (typeof propertyId !== 'string' || !isUuid(propertyId)) {
    return refuse(400, messages.propertyId, 'invalid_request');
  }
  const photos = form.getAll('photo');
  if (photos.length === 0 || photos.some((photo) => typeof photo === 'string')) {
    return refuse(400, messages.noPhoto, 'invalid_request');
  }
  if (photos.length > guidePhotoLimits.maxPerProperty)
    return refuse(409, messages.tooMany(0), 'too_many_photos');
  const files: Uint8Array[] = [];
  for (const photo of photos as File[]) {
    if (photo.size > guidePhotoLimits.maxBytes) return refuse(413, messages.photoTooLarge, 'photo_too_large');
    const data = new Uint8Array(await photo.arrayBuffer());
    const type = detectImageType(data);
    if (type === 'heic') return refuse(415, messages.heic, 'heic_not_supported');
    if (type === 'other') return refuse(415, messages.unsupported, 'unsupported_type');
    if (data.byteLength === 0) return refuse(415, messages.unsupported, 'unsupported_type');
    files.push(data);
  }
  return { ok: true, propertyId, files };
}

type Room = { kind: 'ok'; count: number } | { kind: 'not_found' } | { kind: 'not_a_host' };

/** How many photos the property has (adopting an older guide first); under the lock when `lock`. */
async function roomFor(tx: Queryable, propertyId: string, lock: boolean): Promise<Room> {
  if (!(await hostAccount(tx))) return { kind: 'not_a_host' };
  if (lock) {
    if (!(await lockPropertyGuide(tx, propertyId))) return { kind: 'not_found' };
    await adoptImageUrls(tx, propertyId);
  } else {
    const { rows } = await tx.query('SELECT 1 FROM properties WHERE id = $1', [propertyId]);
    if (rows.length === 0) return { kind: 'not_found' };
  }
  const { rows } = await tx.query<{ count: number }>(
    `SELECT greatest((SELECT count(*) FROM property_photos WHERE property_id = $1)::int,
                     (SELECT coalesce(cardinality(image_urls), 0) FROM properties WHERE id = $1)) AS count`,
    [propertyId],
  );
  return { kind: 'ok', count: Number(rows[0]?.count ?? 0) };
}

interface StoredPhoto {
  id: string;
  largeKey: string;
  smallKey: string;
  width: number;
  height: number;
}

async function storePhoto(
  storage: ObjectStorage,
  propertyId: string,
  images: GuideImages,
): Promise<StoredPhoto> {
  const id = crypto.randomUUID();
  const base = `${propertyId.toLowerCase()}/${id}/${images.hash}`;
  const largeKey = `${base}-${guidePhotoLimits.largeWidth}.webp`;
  const smallKey = `${base}-${guidePhotoLimits.smallWidth}.webp`;
  await storage.putObject(largeKey, images.large.bytes, 'image/webp');
  await storage.putObject(smallKey, images.small.bytes, 'image/webp');
  return { id, largeKey, smallKey, width: images.large.width, height: images.large.height };
}

const roomRefusal = (room: Exclude<Room, { kind: 'ok' }>) =>
  room.kind === 'not_a_host' ? notAHost() : errorResponse(404, messages.notFound, 'not_found');

export async function uploadPhotos(
  request: Request,
  deps: FunctionDeps,
  caller: HostCaller,
): Promise<Response> {
  const storage = deps.storage;
  if (!storage) {
    await request.body?.cancel().catch(() => undefined);
    return errorResponse(503, messages.notConfigured, 'not_configured');
  }
  const checked = await readForm(request);
  if (!checked.ok) return checked.response;
  const { propertyId, files } = checked;
  const db: Database = deps.db;
  const as = <T>(work: (tx: Queryable) => Promise<T>) => asUser(db, caller.userId, work, caller.claims);

  // Before any image work: the property is the caller's, and there is room.
  const before = await as((tx) => roomFor(tx, propertyId, false));
  if (before.kind !== 'ok') return roomRefusal(before);
  if (before.count + files.length > guidePhotoLimits.maxPerProperty) {
    return errorResponse(409, messages.tooMany(before.count), 'too_many_photos');
  }

  // One at a time: a few large photos decoded at once would hold a lot of memory.
  const made: GuideImages[] = [];
  for (const file of files) {
    try {
      made.push(await makeGuideImages(file));
    } catch (error) {
      if (error instanceof ImageLibraryUnavailable) {
        logFailure('host-property-photos', 'photos cannot be processed here', error);
        return errorResponse(503, messages.imagesUnavailable, 'not_configured');
      }
      return errorResponse(422, messages.unreadable, 'unreadable_photo');
    }
  }
  const stored: StoredPhoto[] = [];
  try {
    for (const images of made) stored.push(await storePhoto(storage, propertyId, images));
  } catch (error) {
    await deleteStored(
      storage,
      stored.flatMap((photo) => [photo.largeKey, photo.smallKey]),
    );
    throw error;
  }

  const keys = stored.flatMap((photo) => [photo.largeKey, photo.smallKey]);
  let answer: Response;
  try {
    answer = await as(async (tx) => {
      const room = await roomFor(tx, propertyId, true);
      if (room.kind !== 'ok') return roomRefusal(room);
      if (room.count + stored.length > guidePhotoLimits.maxPerProperty) {
        return errorResponse(409, messages.tooMany(room.count), 'too_many_photos');
      }
      const existing = (await photoRows(tx, propertyId)).length;
      for (const [index, photo] of stored.entries()) {
        await tx.query(
          `INSERT INTO property_photos (id, property_id, position, large_key, small_key, width, height)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [photo.id, propertyId, existing + index, photo.largeKey, photo.smallKey, photo.width, photo.height],
        );
      }
      const photos = await syncGuide(tx, propertyId, storage);
      return json({ propertyId, photos } satisfies HostPropertyPhotos, 201);
    });
  } catch (error) {
    await deleteStored(storage, keys);
    const code = (error as { code?: string }).code;
    if (code === '23505' || code === '23514') {
      return errorResponse(409, messages.tooMany(guidePhotoLimits.maxPerProperty), 'too_many_photos');
    }
    throw error;
  }
  if (answer.status !== 201) await deleteStored(storage, keys);
  return answer;
}
