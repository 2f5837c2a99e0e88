/**
 * The individual guest form's rules (Law 80-14, issue 31): pure, no zod, no I/O, so the check-in
 * form in the app (`@shared/guest-declaration-rules.ts`) and the guest-checkin function judge a
 * form the same way. `validateGuestDeclaration` answers one error code per field (the app
 * translates the codes; the server answers them as `fields`).
 *
 * Values are judged as `normalizeGuestDeclaration` writes them: texts trimmed with their runs of
 * white space made one space, country codes and the ID number upper case (the ID number without
 * spaces or hyphens). The server stores the normalized form.
 */
import type { GuestDeclarationInput, IdDocumentType } from './api-types.ts';
import { isCalendarDate } from './calendar.ts';
import { signatureError, signatureLimits } from './guest-declaration-signature.ts';

export { base64DecodedLength, isSignatureDataUrl } from './guest-declaration-signature.ts';

export type DeclarationFieldError =
  | 'required'
  | 'tooLong'
  | 'date'
  | 'future'
  | 'tooYoung'
  | 'expired'
  | 'expiresBeforeCheckOut'
  | 'idNumberFormat'
  | 'country'
  | 'email'
  | 'phone'
  | 'signature'
  | 'signatureSize'
  | 'nameMismatch';

export type DeclarationField = keyof GuestDeclarationInput;
export type DeclarationFieldErrors = Partial<Record<DeclarationField, DeclarationFieldError>>;

export interface DeclarationContext {
  /** 1 is the main guest: phone and e-mail are required there. */
  guestIndex: number;
  /** YYYY-MM-DD: the ID must still be valid on this day. */
  checkOutDate: string;
  /** YYYY-MM-DD, the property's local date today. */
  today: string;
  /** YYYY-MM-DD: adults are 18 on this day. Without it, on `today`. */
  checkInDate?: string;
}

/** The form's fields in the order of the official individual form. */
export const declarationFields: readonly DeclarationField[] = [
  'firstName',
  'lastName',
  'sex',
  'birthDate',
  'birthPlace',
  'nationality',
  'idType',
  'idNumber',
  'idExpiry',
  'residenceCountry',
  'residenceAddress',
  'profession',
  'arrivingFrom',
  'goingTo',
  'phone',
  'email',
  'signature',
];

/**
 * ID numbers, upper case without spaces or hyphens. Passport: 6 to 9 letters or digits; Moroccan
 * CNIE: 1 or 2 letters then 1 to 6 digits ("BE123456"); residence card: 1 or 2 letters then 5 to 8 digits.
 */
export const idNumberPatterns: Record<IdDocumentType, RegExp> = {
  passport: /^[A-Z0-9]{6,9}$/,
  cnie: /^[A-Z]{1,2}[0-9]{1,6}$/,
  residence_card: /^[A-Z]{1,2}[0-9]{5,8}$/,
};

export const declarationLimits = {
  name: 100,
  place: 120,
  address: 300,
  profession: 100,
  signatureBytes: signatureLimits.bytes,
} as const;

/** The most characters of an e-mail address and a phone number (as the database keeps them). */
const emailMax = 254;
const phoneMax = 40;

/** The consent text's version the form shows (stored with each form). */
export const consentVersion = '2026-11-26';

/** The age from which a guest is an adult, on the check-in date. */
export const adultAge = 18;

/** ISO 3166-1 alpha-2: the 249 assigned codes, and XK (Kosovo, on passports). */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
  'YE YT ZA ZM ZW'
).split(' ');
const countrySet = new Set(countryCodes);

/** English messages per error code, for the server's answer (the app shows its own translations). */
export const declarationErrorMessages: Record<DeclarationFieldError, string> = {
  required: 'is required',
  tooLong: 'is too long',
  date: 'must be a date written YYYY-MM-DD',
  future: 'must be in the past',
  tooYoung: 'must be 18 or older on the check-in date: only adults fill in a form',
  expired: 'the ID document has expired',
  expiresBeforeCheckOut: 'the ID document must be valid until the check-out date',
  idNumberFormat: 'does not look like a number of this kind of ID document',
  country: 'must be a country code (ISO 3166-1 alpha-2, such as MA or FR)',
  email: 'must be an e-mail address',
  phone: 'must be a phone number with its country code, such as +33 6 12 34 56 78',
  signature: 'must be a drawn signature (a PNG image of at most 60 KB)',
  signatureSize: 'must be a PNG image of at most 1600 x 800 pixels',
  nameMismatch: 'must be the last name the booking was made under',
};

const singleLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The form as it is judged and stored: trimmed, codes upper case, the ID number compact. */
export function normalizeGuestDeclaration(input: GuestDeclarationInput): GuestDeclarationInput {
  return {
    firstName: singleLine(input.firstName),
    lastName: singleLine(input.lastName),
    sex: input.sex,
    birthDate: singleLine(input.birthDate),
    birthPlace: singleLine(input.birthPlace),
    nationality: singleLine(input.nationality).toUpperCase(),
    idType: input.idType,
    idNumber: singleLine(input.idNumber).replace(/[\s-]/g, '').toUpperCase(),
    idExpiry: singleLine(input.idExpiry),
    residenceCountry: singleLine(input.residenceCountry).toUpperCase(),
    residenceAddress: singleLine(input.residenceAddress),
    profession: singleLine(input.profession),
    arrivingFrom: singleLine(input.arrivingFrom),
    goingTo: singleLine(input.goingTo),
    phone: singleLine(input.phone),
    email: singleLine(input.email),
    signature: typeof input.signature === 'string' ? input.signature.trim() : '',
  };
}

/** Age in whole years on `onDate` (both YYYY-MM-DD); someone born on 29 February is a year older on 1 March. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = om > bm || (om === bm && od >= bd);
  return oy - by - (hadBirthday ? 0 : 1);
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** "+" or "00", then the country code and number: digits with spaces, dots, hyphens, brackets. */
const phonePattern = /^(\+|00)[1-9][0-9 ().-]*$/;
function isIdDocumentType(value: unknown): value is IdDocumentType {
  return typeof value === 'string' && Object.hasOwn(idNumberPatterns, value);
}

function phoneDigits(value: string): number {
  return value.replace(/^00/, '').replace(/\D/g, '').length;
}

function textError(value: string, max: number, required = true): DeclarationFieldError | null {
  if (required && value === '') return 'required';
  return value.length > max ? 'tooLong' : null;
}

function countryError(value: string): DeclarationFieldError | null {
  if (value === '') return 'required';
  return countrySet.has(value) ? null : 'country';
}

function birthDateError(value: string, context: DeclarationContext): DeclarationFieldError | null {
  if (value === '') return 'required';
  if (!isCalendarDate(value)) return 'date';
  if (value > context.today) return 'future';
  return ageOn(value, context.checkInDate ?? context.today) < adultAge ? 'tooYoung' : null;
}

function idExpiryError(value: string, context: DeclarationContext): DeclarationFieldError | null {
  if (value === '') return 'required';
  if (!isCalendarDate(value)) return 'date';
  if (value < context.today) return 'expired';
  return value < context.checkOutDate ? 'expiresBeforeCheckOut' : null;
}

function idNumberError(value: string, idType: unknown): DeclarationFieldError | null {
  if (value === '') return 'required';
  if (!isIdDocumentType(idType)) return null; // the ID type's own error says what is missing
  return idNumberPatterns[idType].test(value) ? null : 'idNumberFormat';
}

function emailError(value: string, required: boolean): DeclarationFieldError | null {
  if (value === '') return required ? 'required' : null;
  return value.length <= emailMax && emailPattern.test(value) ? null : 'email';
}

function phoneError(value: string, required: boolean): DeclarationFieldError | null {
  if (value === '') return required ? 'required' : null;
  const digits = phoneDigits(value);
  return value.length <= phoneMax && phonePattern.test(value) && digits >= 7 && digits <= 15 ? null : 'phone';
}

/**
 * One adult's form: the first problem of each field, by code; `{}` when the form is good.
 * Phone and e-mail are required of the main guest (guest 1) and checked when the others give them.
 */
export function validateGuestDeclaration(
  input: GuestDeclarationInput,
  context: DeclarationContext,
): DeclarationFieldErrors {
  const form = normalizeGuestDeclaration(input);
  const isMainGuest = context.guestIndex === 1;
  const checks: Record<DeclarationField, DeclarationFieldError | null> = {
    firstName: textError(form.firstName, declarationLimits.name),
    lastName: textError(form.lastName, declarationLimits.name),
    sex: form.sex === 'female' || form.sex === 'male' ? null : 'required',
    birthDate: birthDateError(form.birthDate, context),
    birthPlace: textError(form.birthPlace, declarationLimits.place),
    nationality: countryError(form.nationality),
    idType: isIdDocumentType(form.idType) ? null : 'required',
    idNumber: idNumberError(form.idNumber, form.idType),
    idExpiry: idExpiryError(form.idExpiry, context),
    residenceCountry: countryError(form.residenceCountry),
    residenceAddress: textError(form.residenceAddress, declarationLimits.address),
    profession: textError(form.profession, declarationLimits.profession, false),
    arrivingFrom: textError(form.arrivingFrom, declarationLimits.place),
    goingTo: textError(form.goingTo, declarationLimits.place),
    phone: phoneError(form.phone, isMainGuest),
    email: emailError(form.email, isMainGuest),
    signature: signatureError(form.signature),
  };
  const errors: DeclarationFieldErrors = {};
  for (const field of declarationFields) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** True when the form has no error. */
export function isDeclarationValid(errors: DeclarationFieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
