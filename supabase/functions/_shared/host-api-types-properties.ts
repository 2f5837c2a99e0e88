/**
 * The request and answer shapes of the property editor's host functions (`host-properties`,
 * `host-property-photos`), shared by the handlers and the client. Pure: types and plain constants
 * only (the client imports this file).
 */

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

/** A property in the Settings list and the editor's header. */
export interface HostPropertySummary {
  id: string;
  name: string;
  city: string | null;
  region: string | null;
  /** The first guide photo's thumbnail (a URL), or null. */
  thumbnailUrl: string | null;
  photoCount: number;
}

/** A host the team may create a property for. */
export interface HostPropertyOwner {
  id: string;
  displayName: string;
}

/** `list`: the caller's properties by name; `owners` only for the team (else empty). */
export interface HostPropertyList {
  properties: HostPropertySummary[];
  owners: HostPropertyOwner[];
}

/** One step of the photo guide. */
export interface HostGuidePhoto {
  id: string;
  /** 0-based, in guide order. */
  position: number;
  caption: string;
  /** The guest view's photo and the thumbnail (URLs). */
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
}

/** The fields the editor edits (times HH:MM in the property's time zone; '' for none on texts). */
export interface HostPropertyFields {
  name: string;
  address: string;
  city: string;
  wifiNetwork: string;
  wifiPassword: string;
  walkthroughUrl: string;
  recommendationsUrl: string;
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  houseRules: string;
  /** Hours before check-in the door code is released to the guest: a whole number, 0 to 720 (default 48). */
  codeReleaseHours: number;
  /** The door code is released only once the guests' online check-in is complete (default true). */
  codeRequiresCheckIn: boolean;
}

/** `get`, `create`, `update`: every editable field, the photos in order, the confirmed bookings ahead. */
export interface HostPropertyDetails extends HostPropertyFields {
  id: string;
  ownerId: string | null;
  photos: HostGuidePhoto[];
  /** Confirmed bookings checking out today or later (a property with any cannot be deleted). */
  upcomingBookings: number;
}

export interface HostPropertyAnswer {
  property: HostPropertyDetails;
}

export type HostPropertiesRequest =
  | { action: 'list' }
  | { action: 'get'; propertyId: string }
  | ({ action: 'create'; ownerId?: string } & Partial<HostPropertyFields> & { name: string; address: string })
  | ({ action: 'update'; propertyId: string } & Partial<HostPropertyFields>)
  | { action: 'delete'; propertyId: string };

export interface HostPropertyDeleted {
  deleted: true;
  propertyId: string;
}

/** host-property-photos' JSON actions (uploads are multipart: `propertyId` and `photo` files). */
export type HostPropertyPhotosRequest =
  | { action: 'reorder'; propertyId: string; photoIds: string[] }
  | { action: 'caption'; photoId: string; caption: string }
  | { action: 'delete'; photoId: string };

/** Every photo action answers the property's guide as it now is. */
export interface HostPropertyPhotos {
  propertyId: string;
  photos: HostGuidePhoto[];
}

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
