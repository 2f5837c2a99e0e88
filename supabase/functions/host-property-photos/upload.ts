/**
 * host-property-photos' upload (contract hostPropertyPhotosUpload): the procedure reads the form
 * within its 32 MB cap (_shared/multipart-body.ts) and answers 503 without storage before that; here
 * each file is checked on its bytes (JPEG, PNG or WebP; HEIC and the rest refused), at most 10 MB,
 * made into the guide's two sizes one at a time (guide-images.ts), stored, then added at the end of
 * the guide under the property's lock, so parallel uploads never pass 20 photos. Files stored for a
 * refused upload are deleted again. Side effects: storage writes, the database, logs.
 */
import { hostPropertyPhotosUpload } from '../_shared/contracts/host-property-photos.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { type GuideImages, ImageLibraryUnavailable, makeGuideImages } from '../_shared/guide-images.ts';
import {
  adoptImageUrls,
  deleteStored,
  lockPropertyGuide,
  photoRows,
  syncGuide,
} from '../_shared/guide-photos.ts';
import { guidePhotoLimits } from '../_shared/host-api-types-properties.ts';
import { logFailure } from '../_shared/http.ts';
import { detectImageType } from '../_shared/image-type.ts';
import type { ObjectStorage } from '../_shared/object-storage.ts';
import { CallRefused, type HostContext } from '../_shared/procedure.ts';
import { messages } from './messages.ts';

type UploadContext = HostContext<typeof hostPropertyPhotosUpload>;

/** 409 `too_many_photos`, saying how many photos the guide has. */
function tooMany(count: number): never {
  const { tooMany: refusal } = hostPropertyPhotosUpload.errors;
  throw new CallRefused({ ...refusal, message: messages.tooMany(count) });
}

/** The form's photos, each checked on its size and its bytes. */
async function checkedFiles(photos: File[], refuse: UploadContext['refuse']): Promise<Uint8Array[]> {
  if (photos.length > guidePhotoLimits.maxPerProperty) tooMany(0);
  const files: Uint8Array[] = [];
  for (const photo of photos) {
    if (photo.size > guidePhotoLimits.maxBytes) refuse('photoTooLarge');
    const data = new Uint8Array(await photo.arrayBuffer());
    const type = detectImageType(data);
    if (type === 'heic') refuse('heic');
    if (type === 'other' || data.byteLength === 0) refuse('unsupported');
    files.push(data);
  }
  return files;
}

/** How many photos the property has (adopting an older guide first), null when the caller sees none. */
async function roomFor(tx: Queryable, propertyId: string, lock: boolean): Promise<number | null> {
  if (lock) {
    if (!(await lockPropertyGuide(tx, propertyId))) return null;
    await adoptImageUrls(tx, propertyId);
  } else {
    const { rows } = await tx.query('SELECT 1 FROM properties WHERE id = $1', [propertyId]);
    if (rows.length === 0) return null;
  }
  const { rows } = await tx.query<{ count: number }>(
    `SELECT greatest((SELECT count(*) FROM property_photos WHERE property_id = $1)::int,
                     (SELECT coalesce(cardinality(image_urls), 0) FROM properties WHERE id = $1)) AS count`,
    [propertyId],
  );
  return Number(rows[0]?.count ?? 0);
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

export async function uploadPhotos({ body, deps, asHost, refuse }: UploadContext) {
  const storage = deps.storage;
  // The procedure answers this before reading the form (the contract's `storage: 'required'`).
  if (!storage) return refuse('notConfigured');
  const files = await checkedFiles(body.photo, refuse);
  const { propertyId } = body;

  // Before any image work: the property is the caller's, and there is room.
  const before = await asHost((tx) => roomFor(tx, propertyId, false));
  if (before === null) return refuse('notFound');
  if (before + files.length > guidePhotoLimits.maxPerProperty) tooMany(before);

  // One at a time: a few large photos decoded at once would hold a lot of memory.
  const made: GuideImages[] = [];
  for (const file of files) {
    try {
      made.push(await makeGuideImages(file));
    } catch (error) {
      if (error instanceof ImageLibraryUnavailable) {
        logFailure('host-property-photos', 'photos cannot be processed here', error);
        return refuse('imagesUnavailable');
      }
      return refuse('unreadable');
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
  try {
    const guide = await asHost(async (tx) => {
      const count = await roomFor(tx, propertyId, true);
      if (count === null) return refuse('notFound');
      if (count + stored.length > guidePhotoLimits.maxPerProperty) return tooMany(count);
      const existing = (await photoRows(tx, propertyId)).length;
      for (const [index, photo] of stored.entries()) {
        await tx.query(
          `INSERT INTO property_photos (id, property_id, position, large_key, small_key, width, height)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [photo.id, propertyId, existing + index, photo.largeKey, photo.smallKey, photo.width, photo.height],
        );
      }
      return { propertyId, photos: await syncGuide(tx, propertyId, storage) };
    });
    return guide;
  } catch (error) {
    // Refused or failed: the files stored for it go again.
    await deleteStored(storage, keys);
    const code = (error as { code?: string }).code;
    if (code === '23505' || code === '23514') tooMany(guidePhotoLimits.maxPerProperty);
    throw error;
  }
}
