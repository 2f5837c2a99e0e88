/**
 * The booking as a guest sees it (find-booking-by-details answers it, guest-checkin answers it back
 * after a form): the stay, the way in, the door code's release, the online check-in and the extras.
 * Pure (zod only). Fields marked optional are always sent today; stays saved on a device before
 * they existed lack them, and the app reads those stays with the same type.
 */
import { z } from 'zod';
import type { ArrivalMethod, CheckInStatus, PaymentStatus } from '../api-types.ts';
import type { ExtraId } from '../extras-catalogue.ts';
import { count, day, id, instant, minorUnits } from './shapes.ts';

const extraIds = [
  'airport_transfer',
  'early_checkin',
  'late_checkout',
  'breakfast',
  'universal_adaptor',
  'airport_transfer_return',
] as const satisfies readonly ExtraId[];
const paymentStatuses = ['pending', 'paid', 'released'] as const satisfies readonly PaymentStatus[];
const arrivalMethods = ['smart_lock', 'key_box', 'host_meets'] as const satisfies readonly ArrivalMethod[];
const checkInStatuses = ['not_started', 'partial', 'complete'] as const satisfies readonly CheckInStatus[];

/** A catalogue id ("airport_transfer", "breakfast"...). */
export const extraId = z.enum(extraIds);
/** A time of day, HH:MM. */
const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/);

/** A row of booking_extras as the lookup returns it. */
export const bookingExtraRecord = z.strictObject({
  extra_id: extraId,
  payment_status: z.enum(paymentStatuses),
  quantity: count,
  details: z.record(z.string(), z.string()),
  /** What the line costs (paid: what was paid), minor units, and its currency (lowercase). */
  amount: minorUnits.optional(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .optional(),
  /** When the order was paid, paid lines only. */
  paid_at: instant.optional(),
  /** A receipt the guest can keep: Stripe's, or the local test checkout's (same-origin path). */
  receipt_url: z.string().optional(),
});

/** A text in the guests' languages (issue 43): { fr: "...", ar: "..." }. */
const guestLanguageVersions = z.partialRecord(z.enum(['en', 'fr', 'es', 'ar']), z.string());

/** A signed token bound to one booking, expiring after check-out plus the grace period. */
export const guestAccess = z.strictObject({
  token: z.string(),
  expiresAt: instant,
});

export const codeRelease = z.strictObject({
  /** 'waiting': the time has not come, or online check-in is required and not complete. */
  state: z.enum(['waiting', 'released', 'expired']),
  /** The release time (check-in date and time in the property's zone, minus the property's hours). */
  releasesAt: instant,
  /**
   * The release as the property's clock reads it (YYYY-MM-DDTHH:mm), by the server's zone rules: the
   * app shows this rather than converting the instant with the device's rules, which may differ
   * (Morocco's offset changes by decree and reaches each runtime's time-zone data at its own pace).
   */
  releasesAtLocal: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .optional(),
  /** Online check-in must be complete before the code is released. */
  requiresCheckIn: z.boolean(),
  /** Check-out plus the grace period; after it the code is gone from the server's answer and the device. */
  expiresAt: instant,
  /** The property's IANA time zone ("Africa/Casablanca"): times are shown in it. */
  timeZone: z.string(),
});

export const guestCheckInSummary = z.strictObject({
  status: z.enum(checkInStatuses),
  /** Adults the guest declared (one form each); null until the first form. */
  adults: count.nullable(),
  /** The booking's number of guests: the most adults one may declare. */
  maxGuests: count,
  /** The forms received, by guest number (1 is the main guest), with the names only. */
  submitted: z.array(
    z.strictObject({ guestIndex: z.number().int().min(1), firstName: z.string(), lastName: z.string() }),
  ),
});

/** The booking a guest finds. `id` and `bookingId` are both the booking's unguessable UUID. */
export const bookingDetails = z.strictObject({
  id,
  bookingId: id,
  propertyName: z.string(),
  propertyAddress: z.string(),
  /** The property's local date. */
  checkInDate: day,
  checkOutDate: day,
  smartLockCode: z.string().nullable(),
  /**
   * When the door code last changed (issue 43), with a released code only; null: not changed since
   * it was set. A phone whose saved code differs tells the guest.
   */
  doorCodeChangedAt: instant.nullable().optional(),
  wifiNetwork: z.string().nullable(),
  wifiPassword: z.string().nullable(),
  /** URL or null. */
  localRecommendations: z.string().nullable(),
  /** URL (video) or null. */
  walkthrough: z.string().nullable(),
  /** Same-origin or absolute URLs of the step-by-step guide photos, in order. */
  propertyImageUrls: z.array(z.string()),
  /** Each photo's caption ('' for none), in the order of propertyImageUrls. */
  propertyImageCaptions: z.array(z.string()).optional(),
  /**
   * Each photo's caption per guest language (issue 43), in the order of propertyImageUrls ({} for a
   * step without versions): the guest's version, else the caption as written with a note.
   */
  propertyImageCaptionsLanguages: z.array(guestLanguageVersions).optional(),
  /** The host's house rules as written ('' for none). */
  houseRules: z.string().optional(),
  /** The house rules in the guests' languages (issue 43): the guest's version, else the original with a note. */
  houseRulesLanguages: guestLanguageVersions.optional(),
  booking_extras: z.array(bookingExtraRecord),
  // The way in (migration 0013).
  /** HH:MM, the property's local time. */
  checkInTime: timeOfDay.optional(),
  checkOutTime: timeOfDay.optional(),
  /** International format ("+212 ..."); null: the brand's number. */
  hostPhone: z.string().nullable().optional(),
  /** How the guest gets in when there is no door code. */
  arrivalMethod: z.enum(arrivalMethods).optional(),
  /** When a smart-lock booking's code will be set; null: before arrival. */
  doorCodeAvailableOn: day.nullable().optional(),
  // Online check-in and the door code's release (issue 31).
  /**
   * When the door code is (or was) released. While `state` is 'waiting' or 'expired' the answer
   * carries no code at all: `smartLockCode` is null and `backupDoorCode` absent.
   */
  codeRelease: codeRelease.optional(),
  /** A second code for the same door, different from the main one: only with a released code. */
  backupDoorCode: z.string().nullable().optional(),
  /** The booking's online check-in, as the guest may see it (no personal data beyond names). */
  checkIn: guestCheckInSummary.optional(),
  /**
   * The guest's access to this booking (issue 41): every later request about it carries the token.
   * Stays saved on a device before it lack it (the page then asks for one new lookup).
   */
  guestAccess: guestAccess.optional(),
});
