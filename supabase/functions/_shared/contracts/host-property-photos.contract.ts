/**
 * host-property-photos: the photo guide of the way in, for the caller's portfolio: upload (a form
 * with files), reorder, caption, delete. Every call answers the property's guide as it now is. Pure
 * (zod only); served by supabase/functions/host-property-photos.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guidePhotoLimits } from '../host-api-types-properties.ts';
import { hostLanguages } from '../host-api-types-settings.ts';
import { uuidSchema } from '../validation.ts';
import { guidePhoto } from './property-shapes.ts';
import { id } from './shapes.ts';

const max = guidePhotoLimits.maxPerProperty;

/** The calls' refusals and messages, in words a host understands (the editor shows its own by code). */
export const photoMessages = {
  notFound: 'No such property or photo in your portfolio.',
  notConfigured: 'Photo storage is not configured yet. Please try again later.',
  imagesUnavailable:
    "Photos can't be processed on this server yet: the image library is not available. Please try again later.",
  requestTooLarge: 'Send at most 10 MB per photo, one or a few photos at a time.',
  notAForm: 'Send the photos as multipart/form-data, with propertyId and one or more photo files.',
  propertyId: 'propertyId must be a property id (a UUID).',
  noPhoto: 'Add at least one photo file (the form field "photo").',
  photoTooLarge:
    'This photo is larger than 10 MB: send a smaller one (most phones can share a smaller size).',
  heic: "HEIC photos from iPhones can't be used: choose 'Most Compatible' in the camera settings or send a JPEG.",
  unsupported: 'Send a JPEG, PNG or WebP photo: this file is not one.',
  unreadable: 'This photo could not be read: it may be damaged. Try another one.',
  tooMany: (count: number) =>
    `A property's photo guide holds at most ${max} photos, and this one has ${count}: delete some first.`,
  photoIds: 'photoIds must list every photo of this property once, in the new order.',
} as const;

/** What each JSON field must be: the 400's message names the first field that is not. */
export const invalidPhotoMessages: Readonly<Record<string, string>> = {
  action: 'Send action: "reorder", "caption" or "delete" (uploads are multipart/form-data).',
  propertyId: photoMessages.propertyId,
  photoIds: photoMessages.photoIds,
  photoId: 'photoId must be a photo id (a UUID).',
  caption: `caption must be text of at most ${guidePhotoLimits.maxCaption} characters.`,
  captionLanguages: `captionLanguages must map en, fr, es or ar to text of at most ${guidePhotoLimits.maxCaption} characters.`,
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action, or a multipart/form-data upload.',
};

/** The 400 of a JSON body that is no object (`body`), or an object without a known action (`action`). */
export function invalidPhotosBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? invalidPhotoMessages.action! : invalidPhotoMessages.body!;
}

function invalidPhotoField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  // An unknown key of the body itself; one inside a field (a language) is that field's fault.
  if (issue?.code === 'unrecognized_keys' && issue.path.length === 0) return invalidPhotoMessages.unknown!;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidPhotoMessages[field]) || invalidPhotoMessages.body!;
}

const notFound = { status: 404, code: 'not_found', message: photoMessages.notFound };
const guideAnswer = z.strictObject({ propertyId: id, photos: z.array(guidePhoto) });

const common = {
  function: 'host-property-photos',
  caller: 'host',
  invalidMessage: invalidPhotoMessages.body!,
  invalidMessageFor: invalidPhotoField,
} as const;

export const hostPropertyPhotosUpload = defineContract({
  function: 'host-property-photos',
  action: 'upload',
  successStatus: 201,
  caller: 'host',
  body: 'multipart',
  maxBytes: guidePhotoLimits.maxRequestBytes,
  storage: 'required',
  summary:
    "Add photos at the end of a property's guide: each checked on its bytes (JPEG, PNG or WebP, at most 10 MB, 20 per property), made upright into the guide's two sizes without their metadata; answered 201.",
  request: z.object({
    propertyId: uuidSchema,
    photo: z.array(z.file()).min(1).describe('the form field `photo`, once per file'),
  }),
  answer: guideAnswer,
  errors: {
    notFound,
    tooLarge: { status: 413, code: 'payload_too_large', message: photoMessages.requestTooLarge },
    photoTooLarge: { status: 413, code: 'photo_too_large', message: photoMessages.photoTooLarge },
    heic: { status: 415, code: 'heic_not_supported', message: photoMessages.heic },
    unsupported: { status: 415, code: 'unsupported_type', message: photoMessages.unsupported },
    unreadable: { status: 422, code: 'unreadable_photo', message: photoMessages.unreadable },
    /** The message says how many the guide has: photoMessages.tooMany(count). */
    tooMany: {
      status: 409,
      code: 'too_many_photos',
      message: `A property's photo guide holds at most ${max} photos, and this one has <n>: delete some first.`,
    },
    notConfigured: { status: 503, code: 'not_configured', message: photoMessages.notConfigured },
    /** Where sharp (a native addon) cannot load, as on Supabase's Edge Runtime; the JSON calls still work. */
    imagesUnavailable: { status: 503, code: 'not_configured', message: photoMessages.imagesUnavailable },
  },
  invalidMessage: photoMessages.notAForm,
  invalidMessageFor: (issues) =>
    issues[0]?.path[0] === 'propertyId' ? photoMessages.propertyId : photoMessages.noPhoto,
});

export const hostPropertyPhotosReorder = defineContract({
  ...common,
  action: 'reorder',
  summary: "Put the guide's photos in a new order: every photo of the property once.",
  request: z.strictObject({
    propertyId: uuidSchema,
    photoIds: z.array(uuidSchema).min(1).max(max),
  }),
  answer: guideAnswer,
  errors: {
    notFound,
    notEveryPhoto: { status: 400, code: 'invalid_request', message: photoMessages.photoIds },
  },
});

export const hostPropertyPhotosCaption = defineContract({
  ...common,
  action: 'caption',
  summary:
    "A photo's caption, what the guest reads under it ('' for none), and its versions in the guests' languages (sent: they replace the photo's; an empty one is none).",
  request: z.strictObject({
    photoId: uuidSchema,
    caption: z.string().trim().max(guidePhotoLimits.maxCaption),
    captionLanguages: z
      .partialRecord(z.enum(hostLanguages), z.string().trim().max(guidePhotoLimits.maxCaption))
      .optional(),
  }),
  answer: guideAnswer,
  errors: { notFound },
});

export const hostPropertyPhotosDelete = defineContract({
  ...common,
  action: 'delete',
  summary: 'Delete a photo and its files; the ones after it move up.',
  request: z.strictObject({ photoId: uuidSchema }),
  answer: guideAnswer,
  errors: { notFound },
});
