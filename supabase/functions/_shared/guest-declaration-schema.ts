/**
 * One adult's form in guest-checkin's request (issue 31; the request is the call's contract,
 * contracts/guest-checkin.contract.ts) as zod reads it: the shape only (types, bounds no honest form
 * reaches). Each field's own rules (required, dates, ID number formats, countries, the signature)
 * are guest-declaration-rules.ts's, applied by the handler once the booking's dates are known, so
 * the app and the server answer the same per-field codes. Pure.
 */
import { z } from 'zod';
import type { GuestDeclarationInput } from './api-types.ts';
import { declarationLimits } from './guest-declaration-rules.ts';

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

/** The form as zod read it, typed as the rules take it (they judge sex and idType themselves). */
export function asGuestForm(parsed: z.output<typeof guestDeclarationInputSchema>): GuestDeclarationInput {
  return parsed as GuestDeclarationInput;
}
