/**
 * A property's guide photo, as the property editor's calls answer it (host-properties and
 * host-property-photos). Pure (zod only).
 */
import { z } from 'zod';
import { count, id } from './shapes.ts';

/** One step of the photo guide. */
export const guidePhoto = z.strictObject({
  id,
  /** 0-based, in guide order. */
  position: count,
  caption: z.string(),
  /** The caption in the guests' languages (issue 43): a language's version; none, the caption as written. */
  captionLanguages: z.partialRecord(z.enum(['en', 'fr', 'es', 'ar']), z.string()),
  /** The guest view's photo and the thumbnail (URLs). */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: count.nullable(),
  height: count.nullable(),
});
