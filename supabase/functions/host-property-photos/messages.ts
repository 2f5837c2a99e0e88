/** host-property-photos' refusals, in words a host understands (the editor shows its own translations by code). */
import { guidePhotoLimits } from '../_shared/host-api-types-properties.ts';

const max = guidePhotoLimits.maxPerProperty;

export const messages = {
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
