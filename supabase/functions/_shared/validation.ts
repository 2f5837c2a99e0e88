/** Request validation (zod) shared by the functions: ids, dates, extras and their details. */
import { z } from 'zod';
import { uuidPattern } from './uuid.ts';

/** Any row's id (see uuid.ts). */
export const uuidSchema = z.string().regex(uuidPattern, 'Invalid id.');

/** A guest token or a payment return token as sent (checked by _shared/guest-token.ts). */
export const guestTokenSchema = z.string().min(1).max(2048);

/** Details are a flat map of short strings. */
export const detailsSchema = z
  .record(z.string().max(40), z.string().max(500))
  .refine((value) => Object.keys(value).length <= 20);

export const quantitySchema = z.number().int().min(1).max(20);

/** Trims a text for display on a receipt: never empty, never long. */
export function displayText(value: string | undefined, fallback: string, max = 120): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  return cleaned || fallback;
}
