/**
 * The photo guide's files, checked before any upload with the server's limits (type, HEIC, 10 MB,
 * 20 per property), a refused upload's text by the server's code, and the guide's reordering. Pure.
 */
import { guidePhotoLimits, guidePhotoTypes } from '@shared/host-api-types-properties.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionErrorKind } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

/** Why a file is not uploaded (host texts `propertyEditor.photos.refusals.*`). */
export type PhotoRefusal = 'heic' | 'type' | 'tooLarge' | 'tooMany' | 'empty' | 'unreadable' | 'storage';

/** What the "Add photos" picker offers (HEIC too: refused with its own explanation, not silently hidden). */
export const photoPickerAccept = [...guidePhotoTypes, '.heic', '.heif'].join(',');

const heicTypes = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** One file's refusal on its own (type and size), or null when it may be sent. */
export function photoFileRefusal(file: { name: string; type: string; size: number }): PhotoRefusal | null {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  if (heicTypes.includes(type) || extension === 'heic' || extension === 'heif') return 'heic';
  // Some pickers give no type: the name decides then (the server checks the bytes anyway).
  const effective = type || extensionTypes[extension] || '';
  if (!(guidePhotoTypes as readonly string[]).includes(effective)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > guidePhotoLimits.maxBytes) return 'tooLarge';
  return null;
}

/**
 * Each picked file with its refusal or null: a file is refused on its own, or because the guide
 * (`taken`: the photos it has and those already on their way) would pass 20 photos.
 */
export function checkPhotoFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  taken: number,
): { file: F; refusal: PhotoRefusal | null }[] {
  let room = guidePhotoLimits.maxPerProperty - taken;
  return files.map((file) => {
    const refusal = photoFileRefusal(file);
    if (refusal) return { file, refusal };
    if (room <= 0) return { file, refusal: 'tooMany' };
    room -= 1;
    return { file, refusal: null };
  });
}

const serverRefusals: Record<string, PhotoRefusal> = {
  heic_not_supported: 'heic',
  unsupported_type: 'type',
  photo_too_large: 'tooLarge',
  payload_too_large: 'tooLarge',
  too_many_photos: 'tooMany',
  unreadable_photo: 'unreadable',
  not_configured: 'storage',
};

export const photoRefusalKey = (refusal: PhotoRefusal): TextKey<'host'> =>
  `propertyEditor.photos.refusals.${refusal}`;

/** The text explaining a failed photo write: the server's refusal by its code, else the usual cause. */
export function photoErrorKey(error: { kind: HostFunctionErrorKind; code?: string | null }): TextKey<'host'> {
  const refusal = error.code ? serverRefusals[error.code] : undefined;
  return refusal ? photoRefusalKey(refusal) : hostErrorKey(error, true);
}

/** The guide's ids with the one at `index` moved by `delta` places; null when it cannot move. */
export function movedPhotoIds(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}

/** A step's caption per guest language, as the editor holds it (issue 43). */
export type CaptionVersions = Partial<Record<'en' | 'fr' | 'es' | 'ar', string>>;

/** The versions as sent: trimmed, an emptied one dropped (the guest then reads the caption as written). */
export function captionVersionsToSend(versions: CaptionVersions): CaptionVersions {
  return Object.fromEntries(
    Object.entries(versions)
      .map(([language, text]) => [language, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  );
}

/** Whether two sets of versions say the same (key order and blanks aside). */
export function sameCaptionVersions(a: CaptionVersions, b: CaptionVersions): boolean {
  const left = captionVersionsToSend(a);
  const right = captionVersionsToSend(b);
  const keys = Object.keys(left) as (keyof CaptionVersions)[];
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}
