/**
 * The shapes that cross the wire between the app and the server functions (spec sections 3 and 7).
 * Both sides import these types. A call's request and answer are its contract's (contracts/), taken
 * here by `import type` only: the guest's first view imports this file and never loads zod.
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type { createStripeCheckoutSession } from './contracts/create-stripe-checkout-session.contract.ts';
import type { findBookingByDetails } from './contracts/find-booking-by-details.contract.ts';
import type {
  bookingExtraRecord,
  codeRelease,
  guestAccess,
  guestCheckInSummary,
} from './contracts/guest-booking-shapes.ts';
import type { guestCheckIn } from './contracts/guest-checkin.contract.ts';
import type { saveBookingExtras } from './contracts/save-booking-extras.contract.ts';
import type { ExtraId } from './extras-catalogue.ts';

export type PaymentStatus = 'pending' | 'paid' | 'released';

/** A row of booking_extras as the lookup returns it. */
export type BookingExtraRecord = z.infer<typeof bookingExtraRecord>;

/** The booking find-booking-by-details answers (the contract's answer; saved stays keep it too). */
export type BookingDetails = AnswerOf<typeof findBookingByDetails>;

/** A signed token bound to one booking, expiring after check-out plus the grace period. */
export type GuestAccess = z.infer<typeof guestAccess>;

/** When the door code is (or was) released (issue 31). */
export type CodeRelease = z.infer<typeof codeRelease>;

export type CheckInStatus = 'not_started' | 'partial' | 'complete';

export type GuestCheckInSummary = z.infer<typeof guestCheckInSummary>;

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

/**
 * guest-checkin: one adult's form for a booking the device holds, with its guest token (the
 * contract's request: `guest.sex` and `guest.idType` are any text there, the rules judge them).
 */
export type GuestCheckInRequest = RequestOf<typeof guestCheckIn>;

/** guest-checkin's answer: the booking as the lookup now answers it (the code, if this form released it). */
export type GuestCheckInResponse = AnswerOf<typeof guestCheckIn>;

export type ArrivalMethod = 'smart_lock' | 'key_box' | 'host_meets';

/**
 * The lookup: by name and check-in date; the refresh of a saved stay (and the payment return on the
 * device that paid) with its guest token; the payment return elsewhere with the URL's return token.
 * `{ bookingId, fromPayment: true }` alone answers as an unknown booking (404).
 */
export type FindBookingRequest = RequestOf<typeof findBookingByDetails>;

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

export type CreateCheckoutRequest = RequestOf<typeof createStripeCheckoutSession>;
export type CreateCheckoutResponse = AnswerOf<typeof createStripeCheckoutSession>;

export type SaveExtrasRequest = RequestOf<typeof saveBookingExtras>;
export type SaveExtrasResponse = AnswerOf<typeof saveBookingExtras>;

/** Every error answer: `{ error }` with a human message (English; the app shows its own translation where the spec names one). */
export interface ErrorResponse {
  error: string;
  /** Machine-readable reason where the app reacts to it, e.g. `rate_limited`, `not_found`, `invalid_request`. */
  code?: string;
}
