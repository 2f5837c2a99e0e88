/**
 * Which house rules a guest reads (issue 43): the version in their language when the team wrote
 * one, else the original. The original is noted as such when versions exist but not theirs (the
 * host writes per language, so the original is in another one); a property with no versions shows
 * its original plainly (its language may well be the guest's). Pure.
 */
import type { BookingDetails } from '@shared/api-types.ts';

export interface GuestHouseRules {
  rules: string;
  /** The original shown for want of the guest's language: the card says so. */
  untranslated: boolean;
}

/** null: no rules at all (no card). */
export function houseRulesFor(booking: BookingDetails, language: string): GuestHouseRules | null {
  const versions = booking.houseRulesLanguages ?? {};
  const own = versions[language as keyof typeof versions];
  if (own?.trim()) return { rules: own, untranslated: false };
  const original = booking.houseRules ?? '';
  if (!original.trim()) return null;
  const hasVersions = Object.values(versions).some((rules) => rules?.trim());
  return { rules: original, untranslated: hasVersions };
}
