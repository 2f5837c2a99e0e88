/**
 * guest-checkin's request (issue 31) as zod reads it: the shape only (types, bounds no honest form
 * reaches). Each field's own rules (required, dates, ID number formats, countries, the signature)
 * are guest-declaration-rules.ts's, applied by the handler once the booking's dates are known, so
 * the app and the server answer the same per-field codes. Pure.
 */
import { z } from 'zod';
import type { GuestCheckInRequest } from './api-types.ts';
import { declarationLimits } from './guest-declaration-rules.ts';
import { uuidSchema } from './validation.ts';

/** The most characters of any text field but the signature: well past every field's own limit. */
const textMax = 1_000;
/** A data URL of the largest signature, with room for its prefix. */
const signatureMax = Math.ceil((declarationLimits.signatureBytes * 4) / 3) + 100;

const text = z.string().max(textMax);

export const guestDeclarationInputSchema = z.object({
  firstName: text,
  lastName: text,
  // Any text: the rules answer 'required' for anything but the listed values.
  sex: text,
  birthDate: text,
  birthPlace: text,
  nationality: text,
  idType: text,
  idNumber: text,
  idExpiry: text,
  residenceCountry: text,
  residenceAddress: text,
  profession: text.default(''),
  arrivingFrom: text,
  goingTo: text,
  phone: text.default(''),
  email: text.default(''),
  signature: z.string().max(signatureMax),
});

/**
 * The request; `consent` is any boolean here so that `false` gets its own answer, and `guestToken`
 * may be missing so that a request without it is answered as an unknown booking (404), as the
 * guest token contract says (issue 41).
 */
export const guestCheckInRequestSchema = z.object({
  bookingId: uuidSchema,
  guestToken: z.string().max(4096).optional(),
  adults: z.number().int().min(1).max(50),
  guestIndex: z.number().int().min(1).max(50),
  guest: guestDeclarationInputSchema,
  consent: z.boolean(),
  consentVersion: z.string().trim().min(1).max(40),
  language: z.enum(['en', 'fr', 'es', 'ar']),
});

export type ParsedGuestCheckIn = Omit<GuestCheckInRequest, 'consent' | 'guest' | 'guestToken'> & {
  guestToken?: string;
  consent: boolean;
  guest: GuestCheckInRequest['guest'];
};

/** The parsed request, with the guest's form typed as the rules take it (they judge sex and idType). */
export function asGuestCheckIn(parsed: z.output<typeof guestCheckInRequestSchema>): ParsedGuestCheckIn {
  return parsed as ParsedGuestCheckIn;
}
