/**
 * The shapes that cross the wire between the app and the server functions (spec sections 3 and 7).
 * Both sides import these types; the server validates every request with zod against them.
 */
import type { ExtraId } from './extras-catalogue.ts';

export type PaymentStatus = 'pending' | 'paid' | 'released';

/** A row of booking_extras as the lookup returns it. */
export interface BookingExtraRecord {
  extra_id: ExtraId;
  payment_status: PaymentStatus;
  quantity: number;
  details: Record<string, string>;
  /** What the line costs (paid: what was paid), minor units, and its currency (lowercase). */
  amount?: number;
  currency?: string;
  /** When the order was paid (ISO 8601), paid lines only. */
  paid_at?: string;
  /** A receipt the guest can keep: Stripe's, or the local test checkout's (same-origin path). */
  receipt_url?: string;
}

/** The booking object find-booking-by-details returns. `id` and `bookingId` are both the booking's unguessable UUID. */
export interface BookingDetails {
  id: string;
  bookingId: string;
  propertyName: string;
  propertyAddress: string;
  /** YYYY-MM-DD, the property's local date. */
  checkInDate: string;
  checkOutDate: string;
  smartLockCode: string | null;
  wifiNetwork: string | null;
  wifiPassword: string | null;
  /** URL or null. */
  localRecommendations: string | null;
  /** URL (video) or null. */
  walkthrough: string | null;
  /** Same-origin or absolute URLs of the step-by-step guide photos, in order. */
  propertyImageUrls: string[];
  /** Each photo's caption ('' for none), in the order of propertyImageUrls. Optional: older answers and saved stays lack it. */
  propertyImageCaptions?: string[];
  /** The host's house rules as written ('' for none). Optional: older answers and saved stays lack it. */
  houseRules?: string;
  booking_extras: BookingExtraRecord[];
  // The way in (migration 0013). Optional: stays saved on a device before it lack them.
  /** HH:MM, the property's local time. */
  checkInTime?: string;
  checkOutTime?: string;
  /** International format ("+212 ..."); null: the brand's number. */
  hostPhone?: string | null;
  /** How the guest gets in when there is no door code. */
  arrivalMethod?: ArrivalMethod;
  /** YYYY-MM-DD: when a smart-lock booking's code will be set; null: before arrival. */
  doorCodeAvailableOn?: string | null;
  // Online check-in and the door code's release (issue 31). Optional: older answers and saved stays lack them.
  /**
   * When the door code is (or was) released. While `state` is 'waiting' or 'expired' the answer
   * carries no code at all: `smartLockCode` is null and `backupDoorCode` absent.
   */
  codeRelease?: CodeRelease;
  /** A second code for the same door, different from the main one: only with a released code. */
  backupDoorCode?: string | null;
  /** The booking's online check-in, as the guest may see it (no personal data beyond names). */
  checkIn?: GuestCheckInSummary;
  /**
   * The guest's access to this booking (issue 41): every later request about it carries the token.
   * Optional: stays saved on a device before it lack it (the page then asks for one new lookup).
   */
  guestAccess?: GuestAccess;
}

/** A signed token bound to one booking, expiring after check-out plus the grace period. */
export interface GuestAccess {
  token: string;
  /** ISO 8601 instant. */
  expiresAt: string;
}

export interface CodeRelease {
  /** 'waiting': the time has not come, or online check-in is required and not complete. */
  state: 'waiting' | 'released' | 'expired';
  /** ISO 8601 instant: the release time (check-in date and time in the property's zone, minus the property's hours). */
  releasesAt: string;
  /**
   * The release as the property's clock reads it (YYYY-MM-DDTHH:mm), by the server's zone rules: the
   * app shows this rather than converting the instant with the device's rules, which may differ
   * (Morocco's offset changes by decree and reaches each runtime's time-zone data at its own pace).
   */
  releasesAtLocal?: string;
  /** Online check-in must be complete before the code is released. */
  requiresCheckIn: boolean;
  /** ISO 8601 instant: check-out plus the grace period; after it the code is gone from the server's answer and the device. */
  expiresAt: string;
  /** The property's IANA time zone ("Africa/Casablanca"): times are shown in it. */
  timeZone: string;
}

export type CheckInStatus = 'not_started' | 'partial' | 'complete';

export interface GuestCheckInSummary {
  status: CheckInStatus;
  /** Adults the guest declared (one form each); null until the first form. */
  adults: number | null;
  /** The booking's number of guests: the most adults one may declare. */
  maxGuests: number;
  /** The forms received, by guest number (1 is the main guest), with the names only. */
  submitted: { guestIndex: number; firstName: string; lastName: string }[];
}

export type Sex = 'female' | 'male';
export type IdDocumentType = 'passport' | 'cnie' | 'residence_card';

/** One adult's individual form (Law 80-14), as the guest fills it in. Dates YYYY-MM-DD; countries ISO 3166-1 alpha-2. */
export interface GuestDeclarationInput {
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  idType: IdDocumentType;
  idNumber: string;
  idExpiry: string;
  residenceCountry: string;
  residenceAddress: string;
  /** Optional: '' for none. */
  profession: string;
  arrivingFrom: string;
  goingTo: string;
  /** The main guest's (guest 1), required there; '' for the others. */
  phone: string;
  email: string;
  /** The drawn signature: `data:image/png;base64,...`. */
  signature: string;
}

/** guest-checkin: one adult's form for a booking the device holds (by its unguessable id). */
export interface GuestCheckInRequest {
  bookingId: string;
  /** The guest token of the booking (BookingDetails.guestAccess.token). */
  guestToken: string;
  /** How many adults will stay (1 to the booking's number of guests). */
  adults: number;
  /** 1 to `adults`; 1 is the main guest. */
  guestIndex: number;
  guest: GuestDeclarationInput;
  /** The consent text was shown and accepted (Law 09-08): must be true. */
  consent: true;
  consentVersion: string;
  language: 'en' | 'fr' | 'es' | 'ar';
}

/** guest-checkin's answer: the booking as the lookup now answers it (the code, if this form released it). */
export interface GuestCheckInResponse {
  booking: BookingDetails;
}

export type ArrivalMethod = 'smart_lock' | 'key_box' | 'host_meets';

/**
 * The lookup: by name and check-in date; the refresh of a saved stay (and the payment return on the
 * device that paid) with its guest token; the payment return elsewhere with the URL's return token.
 * `{ bookingId, fromPayment: true }` alone answers as an unknown booking (404).
 */
export type FindBookingRequest =
  | { lastName: string; checkInDate: string }
  | { bookingId: string; guestToken: string }
  | { bookingId: string; returnToken: string }
  | { bookingId: string; fromPayment: true };

export interface AirportTransferDetails {
  direction: 'arrival' | 'departure';
  flightNumber: string;
  flightTime: string;
  guestCount: string;
  contactNumber: string;
  notes: string;
  addReturnTransfer: 'true' | 'false';
  /** YYYY-MM-DD: arrival the day before check-in or on the day; departure during the stay. */
  flightDate: string;
  /** The other leg (departure after an arrival, and the reverse), when addReturnTransfer is true. */
  returnFlightNumber: string;
  returnFlightDate: string;
  returnFlightTime: string;
}

export interface BreakfastDetails {
  timeMethod: 'specify' | 'later';
  /** HH:MM, or decide_later. */
  time: string;
  /** How many people, "1" to "6"; the quantity is people x mornings. */
  people: string;
  /** The mornings (YYYY-MM-DD, comma-separated) from the day after check-in to check-out day. */
  mornings: string;
}

export interface SelectedExtra {
  id: ExtraId;
  quantity: number;
  details: Record<string, string>;
}

/** A saved-extra payload line (save-booking-extras). */
export interface SavedExtraLine {
  id: ExtraId;
  name: string;
  quantity: number;
  price: number;
  currency: string;
  details: Record<string, string>;
}

/** A checkout line item: amount in minor units, currency lowercase. */
export interface CheckoutLineItem {
  name: string;
  description: string;
  amount: number;
  currency: string;
  quantity: number;
}

export interface CreateCheckoutRequest {
  bookingId: string;
  guestToken: string;
  items: CheckoutLineItem[];
  /** The selection behind the items: the server prices and validates it. */
  selectedExtras: SelectedExtra[];
  /** The guest's UI language (en, fr, es, ar): picks the Checkout locale. */
  locale?: string;
}
export interface CreateCheckoutResponse {
  checkoutUrl: string;
}

export interface SaveExtrasRequest {
  bookingId: string;
  guestToken: string;
  selectedExtras: SavedExtraLine[];
}
export interface SaveExtrasResponse {
  clientSecret: string;
}

export interface HostInquiry {
  fullName: string;
  email: string;
  phone?: string;
  propertyLocation: string;
  message?: string;
}

/** Every error answer: `{ error }` with a human message (English; the app shows its own translation where the spec names one). */
export interface ErrorResponse {
  error: string;
  /** Machine-readable reason where the app reacts to it, e.g. `rate_limited`, `not_found`, `invalid_request`. */
  code?: string;
}
