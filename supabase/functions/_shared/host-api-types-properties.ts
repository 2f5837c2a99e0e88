/**
 * The request and answer shapes of the property editor's host functions (`host-properties`,
 * `host-property-photos`), shared by the handlers and the client. Pure: types and plain constants
 * only (the client imports this file); the zod schemas are the contracts'.
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type {
  hostPropertiesCreate,
  hostPropertiesDelete,
  hostPropertiesGet,
  hostPropertiesList,
  hostPropertiesUpdate,
  propertyDetails,
  propertyOwner,
  propertySummary,
} from './contracts/host-properties.contract.ts';
import type { hostPropertyPhotosReorder } from './contracts/host-property-photos.contract.ts';
import type { guidePhoto } from './contracts/property-shapes.ts';

/** The photo guide's limits: what the server accepts and the editor checks first. */
export const guidePhotoLimits = {
  /** Bytes per photo file (10 MB). */
  maxBytes: 10 * 1024 * 1024,
  /** Bytes of one upload request (the editor sends one photo per request; a few fit). */
  maxRequestBytes: 32 * 1024 * 1024,
  /** Photos per property. */
  maxPerProperty: 20,
  /** Characters of a caption. */
  maxCaption: 200,
  /** The widths the server makes of each photo: the guest's view and the thumbnails. */
  largeWidth: 1600,
  smallWidth: 480,
} as const;

/** The types a photo may be (checked on its bytes, not its name). */
export const guidePhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const propertyFieldLimits = {
  name: 120,
  address: 300,
  city: 100,
  wifiNetwork: 100,
  wifiPassword: 100,
  url: 2000,
  houseRules: 5000,
} as const;

/**
 * When a booking's door code reaches the guest (issue 31): `codeReleaseHours` before check-in (the
 * check-in date and time in the property's time zone), 0 to 720 (30 days), 48 by default; and,
 * when `codeRequiresCheckIn` (the default), only once online check-in is complete.
 */
export const codeReleaseLimits = { minHours: 0, maxHours: 720, defaultHours: 48 } as const;
export const defaultCodeRequiresCheckIn = true;

/** How the guest gets in (issue 43): a smart lock's door code, a key box, or the host meets them. */
export const arrivalMethods = ['smart_lock', 'key_box', 'host_meets'] as const;
export const defaultArrivalMethod = 'smart_lock';

/** A property in the Settings list and the editor's header: contracts/host-properties.contract.ts. */
export type HostPropertySummary = z.infer<typeof propertySummary>;
/** A host the team may create a property for. */
export type HostPropertyOwner = z.infer<typeof propertyOwner>;
/** `list`: the caller's properties by name; `owners` only for the team (else empty). */
export type HostPropertyList = AnswerOf<typeof hostPropertiesList>;
/** One step of the photo guide: contracts/property-shapes.ts. */
export type HostGuidePhoto = z.infer<typeof guidePhoto>;
/** `get`, `create`, `update`: every editable field, the photos in order, the confirmed bookings ahead. */
export type HostPropertyDetails = z.infer<typeof propertyDetails>;
/** The fields the editor edits (times HH:MM in the property's time zone; '' for none on texts). */
export type HostPropertyFields = Omit<HostPropertyDetails, 'id' | 'ownerId' | 'photos' | 'upcomingBookings'>;
export type HostPropertyAnswer = AnswerOf<typeof hostPropertiesGet>;
export type CreatePropertyBody = RequestOf<typeof hostPropertiesCreate>;
export type UpdatePropertyBody = RequestOf<typeof hostPropertiesUpdate>;
export type HostPropertyDeleted = AnswerOf<typeof hostPropertiesDelete>;

/** Every photo call answers the property's guide as it now is: contracts/host-property-photos.contract.ts. */
export type HostPropertyPhotos = AnswerOf<typeof hostPropertyPhotosReorder>;

/** The refusal codes the editor explains in the host's language. */
export const propertyErrorCodes = [
  'has_upcoming_bookings',
  'has_booking_history',
  'heic_not_supported',
  'unsupported_type',
  'photo_too_large',
  'too_many_photos',
  'unreadable_photo',
] as const;
