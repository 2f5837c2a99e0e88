/**
 * The photo guide in the database, shared by host-properties and host-property-photos: a property's
 * photos in order, its lock for a change of the guide, the adoption of the photos it had before the
 * editor (image_urls), and image_urls / image_captions kept in step with the photos (what the guest
 * lookup reads). Every query takes a `Queryable` from `asUser`: Row Level Security decides.
 */
import type { Queryable } from './database.ts';
import type { HostGuidePhoto } from './host-api-types-properties.ts';
import { guideBucket, type ObjectStorage, publicObjectPath } from './object-storage.ts';

export interface GuidePhotoRow {
  id: string;
  position: number;
  caption: string;
  /** The caption per guest language (0039). */
  caption_languages: Partial<Record<'en' | 'fr' | 'es' | 'ar', string>> | string | null;
  large_key: string | null;
  small_key: string | null;
  source_url: string | null;
  width: number | null;
  height: number | null;
}

const photoColumns =
  'id, position, caption, caption_languages, large_key, small_key, source_url, width, height';

/** A stored key's URL (the local path when no storage is configured: the keys were made locally). */
export function objectUrl(key: string, storage?: ObjectStorage): string {
  return storage ? storage.publicUrl(key) : publicObjectPath(guideBucket, key);
}

export function toHostPhoto(row: GuidePhotoRow, storage?: ObjectStorage): HostGuidePhoto {
  const url = row.large_key ? objectUrl(row.large_key, storage) : (row.source_url ?? '');
  return {
    id: row.id,
    position: row.position,
    caption: row.caption,
    captionLanguages:
      (typeof row.caption_languages === 'string'
        ? JSON.parse(row.caption_languages)
        : row.caption_languages) ?? {},
    url,
    thumbnailUrl: row.small_key ? objectUrl(row.small_key, storage) : url,
    width: row.width,
    height: row.height,
  };
}

/** The property's photo rows in guide order. */
export async function photoRows(tx: Queryable, propertyId: string): Promise<GuidePhotoRow[]> {
  const { rows } = await tx.query<GuidePhotoRow>(
    `SELECT ${photoColumns} FROM property_photos WHERE property_id = $1 ORDER BY position, created_at, id`,
    [propertyId],
    { name: 'guide_photo_rows' },
  );
  return rows;
}

/**
 * Locks the property for a change of its guide (changes of one guide run one after the other; a
 * booking's insert is not held up) and returns its name; null when the caller cannot see it.
 */
export async function lockPropertyGuide(tx: Queryable, propertyId: string): Promise<{ name: string } | null> {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM properties WHERE id = $1 FOR NO KEY UPDATE',
    [propertyId],
    { name: 'guide_lock_property' },
  );
  return rows[0] ?? null;
}

/**
 * A property whose guide was written before the editor (image_urls, by hand or by the seed) and has
 * no photo rows yet gets one row per URL, in order, with its caption: from now on the rows are the
 * guide. Run under the property's lock.
 */
export async function adoptImageUrls(tx: Queryable, propertyId: string): Promise<void> {
  await tx.query(
    `INSERT INTO property_photos (property_id, position, caption, source_url)
     SELECT p.id, u.ordinality - 1, left(coalesce(p.image_captions[u.ordinality], ''), 200), u.url
       FROM properties p, unnest(p.image_urls[1:20]) WITH ORDINALITY AS u(url, ordinality)
      WHERE p.id = $1
        AND NOT EXISTS (SELECT 1 FROM property_photos ph WHERE ph.property_id = p.id)`,
    [propertyId],
    { name: 'guide_adopt_image_urls' },
  );
}

/**
 * Writes the photos' URLs and captions, in order, to the property's image_urls and image_captions,
 * and the captions' versions per language to image_captions_languages (the guest lookup's columns), and returns the photos. Run under the property's lock, after a change.
 */
export async function syncGuide(
  tx: Queryable,
  propertyId: string,
  storage?: ObjectStorage,
): Promise<HostGuidePhoto[]> {
  const photos = (await photoRows(tx, propertyId)).map((row) => toHostPhoto(row, storage));
  await tx.query(
    `UPDATE properties SET image_urls = $2::text[], image_captions = $3::text[],
            image_captions_languages = $4::jsonb WHERE id = $1`,
    [
      propertyId,
      photos.map((photo) => photo.url),
      photos.map((photo) => photo.caption),
      JSON.stringify(photos.map((photo) => photo.captionLanguages)),
    ],
    { name: 'guide_sync_image_urls' },
  );
  return photos;
}

/** Renumbers the positions 0, 1, 2... in their order (after a delete). */
export async function renumberPhotos(tx: Queryable, propertyId: string): Promise<void> {
  await tx.query(
    `UPDATE property_photos ph SET position = ordered.position
       FROM (SELECT id, (row_number() OVER (ORDER BY position, created_at, id) - 1)::int AS position
               FROM property_photos WHERE property_id = $1) AS ordered
      WHERE ph.id = ordered.id AND ph.position <> ordered.position`,
    [propertyId],
    { name: 'guide_renumber' },
  );
}

/** The storage keys of photo rows (to delete their files once the change is committed). */
export const storedKeys = (rows: GuidePhotoRow[]): string[] =>
  rows.flatMap((row) => [row.large_key, row.small_key]).filter((key): key is string => key !== null);

/** Deletes files after a commit; a failure leaves an unreferenced file, logged, never an error. */
export async function deleteStored(storage: ObjectStorage | undefined, keys: string[]): Promise<void> {
  if (!storage) return;
  await Promise.all(
    keys.map((key) =>
      storage.deleteObject(key).catch((error: unknown) => {
        console.error(`[guide-photos] could not delete a stored photo (${String(error).slice(0, 200)})`);
      }),
    ),
  );
}
