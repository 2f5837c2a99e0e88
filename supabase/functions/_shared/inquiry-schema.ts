/**
 * The host inquiry form's rules (spec section 5), one zod schema for the form and the
 * submit-host-inquiry function (its request: contracts/submit-host-inquiry.contract.ts). Messages
 * are the spec's exact English; the UI maps each to its translation key with `inquiryMessageKey`.
 */
import { z } from 'zod';

export const inquiryMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 120 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  propertyLocationRequired: 'Property location is required',
  propertyLocationTooLong: 'Property location must be at most 200 characters',
  messageTooLong: 'Message must be at most 4000 characters',
} as const;

export type InquiryMessageKey = keyof typeof inquiryMessages;

export const inquiryLimits = {
  fullName: 120,
  email: 254,
  phone: 40,
  propertyLocation: 200,
  message: 4000,
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => {
  const text = trimmed(value);
  return text === '' || text === null ? undefined : text;
};

/** Digits with the usual separators, 6 to 20 digits in all. */
const phonePattern = /^\+?[0-9 ().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const inquirySchema = z.object({
  fullName: z.preprocess(
    trimmed,
    z
      .string({ error: inquiryMessages.fullNameRequired })
      .min(2, { error: inquiryMessages.fullNameRequired })
      .max(inquiryLimits.fullName, { error: inquiryMessages.fullNameTooLong }),
  ),
  email: z.preprocess(
    trimmed,
    z
      .string({ error: inquiryMessages.emailInvalid })
      .max(inquiryLimits.email, { error: inquiryMessages.emailInvalid })
      .pipe(z.email({ error: inquiryMessages.emailInvalid })),
  ),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: inquiryMessages.phoneInvalid })
      .max(inquiryLimits.phone, { error: inquiryMessages.phoneInvalid })
      .refine((value) => phonePattern.test(value) && digitCount(value) >= 6 && digitCount(value) <= 20, {
        error: inquiryMessages.phoneInvalid,
      })
      .optional(),
  ),
  propertyLocation: z.preprocess(
    trimmed,
    z
      .string({ error: inquiryMessages.propertyLocationRequired })
      .min(2, { error: inquiryMessages.propertyLocationRequired })
      .max(inquiryLimits.propertyLocation, { error: inquiryMessages.propertyLocationTooLong }),
  ),
  message: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: inquiryMessages.messageTooLong })
      .max(inquiryLimits.message, { error: inquiryMessages.messageTooLong })
      .optional(),
  ),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type ValidInquiry = z.output<typeof inquirySchema>;
export type InquiryField = keyof ValidInquiry;
export type InquiryFieldErrors = Partial<Record<InquiryField, InquiryMessageKey>>;

export function inquiryMessageKey(message: string): InquiryMessageKey | null {
  const entry = Object.entries(inquiryMessages).find(([, text]) => text === message);
  return entry ? (entry[0] as InquiryMessageKey) : null;
}

export type InquiryValidation =
  | { ok: true; value: ValidInquiry }
  | { ok: false; errors: InquiryFieldErrors; firstMessage: string };

/** Validates a form's values; the first message per field, as a translation key. */
export function validateInquiry(input: unknown): InquiryValidation {
  const parsed = inquirySchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: InquiryFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as InquiryField | undefined;
    const key = inquiryMessageKey(issue.message);
    if (field && key && !errors[field]) errors[field] = key;
  }
  return {
    ok: false,
    errors,
    firstMessage: parsed.error.issues[0]?.message ?? inquiryMessages.fullNameRequired,
  };
}
