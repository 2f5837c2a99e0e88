/**
 * host-property-photos: the photo guide of the way in, for the caller's portfolio. POST with
 * `Authorization: Bearer <access token>`; every query runs through Row Level Security, so another
 * owner's property or photo is not found (404 `not_found`) and nothing of it changes.
 *
 * - Upload: `multipart/form-data` with `propertyId` and one or more `photo` files (JPEG, PNG or WebP,
 *   checked on their bytes; at most 10 MB each and 20 per property) -> 201 `{ propertyId, photos }`,
 *   the new ones at the end (see upload.ts). Refusals: 413 `photo_too_large` / `payload_too_large`,
 *   415 `heic_not_supported` / `unsupported_type`, 422 `unreadable_photo`, 409 `too_many_photos`,
 *   503 `not_configured` without Storage, or where sharp (a native addon) cannot load: Supabase's
 *   Edge Runtime loads no native addons, so uploads answer 503 there; the JSON actions still work.
 * - JSON `{ action: 'reorder', propertyId, photoIds }` (every photo once, in the new order),
 *   `{ action: 'caption', photoId, caption }` (at most 200 characters, '' for none) and
 *   `{ action: 'delete', photoId }` -> `{ propertyId, photos }`.
 * After every change the property's image_urls and image_captions (what the guest lookup reads) are
 * the photos' in order. Errors as every host function's: 400, 401, 403 `not_a_host`, 404, 405, 503.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
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
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { guidePhotoLimits, type HostPropertyPhotos } from '../_shared/host-api-types-properties.ts';
import { authenticateHost, openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json, preflight } from '../_shared/http.ts';
import type { ObjectStorage } from '../_shared/object-storage.ts';
import { uuidSchema } from '../_shared/validation.ts';
import { messages } from './messages.ts';
import { uploadPhotos } from './upload.ts';

export const photosRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('reorder'),
    propertyId: uuidSchema,
    photoIds: z.array(uuidSchema).min(1).max(guidePhotoLimits.maxPerProperty),
  }),
  z.strictObject({
    action: z.literal('caption'),
    photoId: uuidSchema,
    caption: z.string().trim().max(guidePhotoLimits.maxCaption),
  }),
  z.strictObject({ action: z.literal('delete'), photoId: uuidSchema }),
]);
type PhotosRequest = z.infer<typeof photosRequestSchema>;

export const invalidPhotoMessages: Record<string, string> = {
  action: 'Send action: "reorder", "caption" or "delete" (uploads are multipart/form-data).',
  propertyId: messages.propertyId,
  photoIds: messages.photoIds,
  photoId: 'photoId must be a photo id (a UUID).',
  caption: `caption must be text of at most ${guidePhotoLimits.maxCaption} characters.`,
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action, or a multipart/form-data upload.',
};

export function invalidPhotoMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidPhotoMessages.unknown!;
  const field = issue?.path?.[0];
  return (typeof field === 'string' && invalidPhotoMessages[field]) || invalidPhotoMessages.body!;
}

type Outcome =
  | { kind: 'photos'; body: HostPropertyPhotos; deletedKeys: string[] }
  | { kind: 'refused'; status: number; message: string; code: string };

const notFound: Outcome = { kind: 'refused', status: 404, message: messages.notFound, code: 'not_found' };

/** The property of a photo the caller sees, locked for the change; null when there is none. */
async function lockPhotoProperty(tx: Queryable, photoId: string): Promise<string | null> {
  const { rows } = await tx.query<{ property_id: string }>(
    'SELECT property_id FROM property_photos WHERE id = $1',
    [photoId],
  );
  const propertyId = rows[0]?.property_id;
  return propertyId && (await lockPropertyGuide(tx, propertyId)) ? propertyId : null;
}

async function perform(tx: Queryable, request: PhotosRequest, storage?: ObjectStorage): Promise<Outcome> {
  const done = async (propertyId: string, deletedKeys: string[] = []): Promise<Outcome> => ({
    kind: 'photos',
    body: { propertyId, photos: await syncGuide(tx, propertyId, storage) },
    deletedKeys,
  });
  switch (request.action) {
    case 'reorder': {
      if (!(await lockPropertyGuide(tx, request.propertyId))) return notFound;
      await adoptImageUrls(tx, request.propertyId);
      const current = (await photoRows(tx, request.propertyId)).map((row) => row.id);
      const wanted = request.photoIds.map((photoId) => photoId.toLowerCase());
      const same =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        wanted.every((photoId) => current.includes(photoId));
      if (!same) return { kind: 'refused', status: 400, message: messages.photoIds, code: 'invalid_request' };
      await tx.query(
        `UPDATE property_photos ph SET position = (wanted.ordinality - 1)::int
           FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, ordinality)
          WHERE ph.id = wanted.id AND ph.property_id = $1`,
        [request.propertyId, wanted],
      );
      return done(request.propertyId);
    }
    case 'caption': {
      const propertyId = await lockPhotoProperty(tx, request.photoId);
      if (!propertyId) return notFound;
      await tx.query('UPDATE property_photos SET caption = $2 WHERE id = $1', [
        request.photoId,
        request.caption,
      ]);
      return done(propertyId);
    }
    case 'delete': {
      const propertyId = await lockPhotoProperty(tx, request.photoId);
      if (!propertyId) return notFound;
      const { rows } = await tx.query<Parameters<typeof storedKeys>[0][number]>(
        `DELETE FROM property_photos WHERE id = $1
         RETURNING id, position, caption, large_key, small_key, source_url, width, height`,
        [request.photoId],
      );
      await renumberPhotos(tx, propertyId);
      return done(propertyId, storedKeys(rows));
    }
  }
}

export const handler: FunctionHandler = guarded('host-property-photos', async (request, deps) => {
  const early = preflight(request);
  if (early) return early;
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    const auth = await authenticateHost(request, deps.config, deps.now(), deps.db);
    if (!auth.ok) {
      await request.body?.cancel().catch(() => undefined);
      return auth.response;
    }
    return uploadPhotos(request, deps, auth.caller);
  }
  const opened = await openHostRequest(request, deps, photosRequestSchema, (error) =>
    errorResponse(400, invalidPhotoMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const outcome = await asUser(
    deps.db,
    opened.caller.userId,
    async (tx) => ((await hostAccount(tx)) ? perform(tx, opened.data, deps.storage) : null),
    opened.caller.claims,
  );
  if (!outcome) return notAHost();
  if (outcome.kind === 'refused') return errorResponse(outcome.status, outcome.message, outcome.code);
  await deleteStored(deps.storage, outcome.deletedKeys);
  return json(outcome.body);
});
