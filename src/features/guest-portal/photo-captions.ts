/**
 * Which caption a guest reads under each step of the photo guide (issue 43, as the house rules):
 * the step's version in their language when the team wrote one, else the caption as written. The
 * guide says so when a caption is shown as written while its step has versions in other languages
 * (the host writes per language, so the original is in another one). Stays saved before versions
 * existed have none: their captions show plainly. Pure.
 */
import type { BookingDetails } from '@shared/api-types.ts';

export interface GuestPhotoCaptions {
  /** One per photo, in guide order ('' for none). */
  captions: string[];
  /** A caption is shown as written for want of the guest's language: the guide notes it. */
  untranslated: boolean;
}

export function photoCaptionsFor(booking: BookingDetails, language: string): GuestPhotoCaptions {
  const originals = booking.propertyImageCaptions ?? [];
  const versions = booking.propertyImageCaptionsLanguages ?? [];
  let untranslated = false;
  const captions = booking.propertyImageUrls.map((_url, index) => {
    const step = versions[index] ?? {};
    const own = step[language as keyof typeof step];
    if (own?.trim()) return own;
    const original = originals[index] ?? '';
    if (original.trim() && Object.values(step).some((text) => text?.trim())) untranslated = true;
    return original;
  });
  return { captions, untranslated };
}
