/**
 * The work-with-us form's rules as the browser's own constraints (issue 43): the prerendered form
 * validates before the app runs (`required`, `minlength`, `maxlength`, `type`, and these patterns), and a
 * value the browser lets through is one the form's schema accepts (inquiry-schema.ts; the test checks
 * them against each other). Patterns are written for the `v` flag the browser compiles them with.
 */
import { inquiryLimits } from '@shared/inquiry-schema.ts';

/** At least two characters once trimmed (fullName, propertyLocation: "is required" below two). */
const twoCharacters = String.raw`\s*\S.*\S\s*`;

export const inquiryPatterns = {
  fullName: twoCharacters,
  propertyLocation: twoCharacters,
  /** The schema's address (zod's): dotted local part, a domain with a top level of two letters or more. */
  email: String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`,
  /** Digits with the usual separators, an optional leading +, 6 to 20 digits; blank is no phone. */
  phone: String.raw`\s*|\s*\+?[ \(\)\.\-]*(?:[0-9][ \(\)\.\-]*){6,20}`,
} as const;

/** The constraints of each field, as input attributes. */
export const inquiryConstraints = {
  fullName: {
    required: true,
    minLength: 2,
    maxLength: inquiryLimits.fullName,
    pattern: inquiryPatterns.fullName,
  },
  email: { required: true, maxLength: inquiryLimits.email, pattern: inquiryPatterns.email },
  phone: { maxLength: inquiryLimits.phone, pattern: inquiryPatterns.phone },
  propertyLocation: {
    required: true,
    minLength: 2,
    maxLength: inquiryLimits.propertyLocation,
    pattern: inquiryPatterns.propertyLocation,
  },
  message: { maxLength: inquiryLimits.message },
} as const;

/** Does `value` pass the field's pattern, as the browser checks it (the whole value, `v` flag)? */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'v').test(value);
}
