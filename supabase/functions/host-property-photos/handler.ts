/**
 * host-property-photos: the photo guide of the way in, for the caller's portfolio. The calls'
 * contracts (upload, a multipart form; reorder, caption, delete, JSON):
 * _shared/contracts/host-property-photos.contract.ts. Every query runs through Row Level Security,
 * so another owner's property or photo is not found (404 `not_found`) and nothing of it changes.
 * Uploads: upload.ts (where sharp, a native addon, cannot load, as on Supabase's Edge Runtime, they
 * answer 503; the JSON calls still work). After every change the property's image_urls and
 * image_captions (what the guest lookup reads) are the photos' in order. Side effects: the
 * database, storage (a deleted photo's files).
 */
import {
  hostPropertyPhotosCaption,
  hostPropertyPhotosDelete,
  hostPropertyPhotosReorder,
  hostPropertyPhotosUpload,
  invalidPhotosBody,
} from '../_shared/contracts/host-property-photos.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import {
  adoptImageUrls,
  deleteStored,
  lockPropertyGuide,
  photoRows,
  renumberPhotos,
  storedKeys,
  syncGuide,
} from '../_shared/guide-photos.ts';
import { route, serveCalls } from '../_shared/procedure.ts';
import { uploadPhotos } from './upload.ts';

/** The property of a photo the caller sees, locked for the change; null when there is none. */
async function lockPhotoProperty(tx: Queryable, photoId: string): Promise<string | null> {
  const { rows } = await tx.query<{ property_id: string }>(
    'SELECT property_id FROM property_photos WHERE id = $1',
    [photoId],
  );
  const propertyId = rows[0]?.property_id;
  return propertyId && (await lockPropertyGuide(tx, propertyId)) ? propertyId : null;
}

export const handler = serveCalls('host-property-photos', invalidPhotosBody, [
  route(hostPropertyPhotosUpload, uploadPhotos),
  route(hostPropertyPhotosReorder, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      if (!(await lockPropertyGuide(tx, body.propertyId))) return refuse('notFound');
      await adoptImageUrls(tx, body.propertyId);
      const current = (await photoRows(tx, body.propertyId)).map((row) => row.id);
      const wanted = body.photoIds.map((photoId) => photoId.toLowerCase());
      const same =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        wanted.every((photoId) => current.includes(photoId));
      if (!same) return refuse('notEveryPhoto');
      await tx.query(
        `UPDATE property_photos ph SET position = (wanted.ordinality - 1)::int
           FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, ordinality)
          WHERE ph.id = wanted.id AND ph.property_id = $1`,
        [body.propertyId, wanted],
      );
      return { propertyId: body.propertyId, photos: await syncGuide(tx, body.propertyId, deps.storage) };
    }),
  ),
  route(hostPropertyPhotosCaption, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      const propertyId = await lockPhotoProperty(tx, body.photoId);
      if (!propertyId) return refuse('notFound');
      // Versions sent replace the photo's (an empty one is none); none sent keeps them.
      const versions = body.captionLanguages
        ? JSON.stringify(Object.fromEntries(Object.entries(body.captionLanguages).filter(([, text]) => text)))
        : null;
      await tx.query(
        `UPDATE property_photos SET caption = $2, caption_languages = COALESCE($3::jsonb, caption_languages)
          WHERE id = $1`,
        [body.photoId, body.caption, versions],
      );
      return { propertyId, photos: await syncGuide(tx, propertyId, deps.storage) };
    }),
  ),
  route(hostPropertyPhotosDelete, async ({ body, asHost, refuse, deps }) => {
    const { answer, deletedKeys } = await asHost(async (tx) => {
      const propertyId = await lockPhotoProperty(tx, body.photoId);
      if (!propertyId) return refuse('notFound');
      const { rows } = await tx.query<Parameters<typeof storedKeys>[0][number]>(
        `DELETE FROM property_photos WHERE id = $1
         RETURNING id, position, caption, large_key, small_key, source_url, width, height`,
        [body.photoId],
      );
      await renumberPhotos(tx, propertyId);
      const photos = await syncGuide(tx, propertyId, deps.storage);
      return { answer: { propertyId, photos }, deletedKeys: storedKeys(rows) };
    });
    // The files go once the rows are gone for good.
    await deleteStored(deps.storage, deletedKeys);
    return answer;
  }),
]);
