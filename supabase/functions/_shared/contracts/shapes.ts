/**
 * The small shapes the contracts are built from: ids, calendar days, instants, money. Pure (zod only).
 */
import { z } from 'zod';
import { uuidPattern } from '../uuid.ts';

/** A UUID, as the database writes it. */
export const id = z.string().regex(uuidPattern);
/** A calendar day, YYYY-MM-DD (the property's local date). */
export const day = z.iso.date();
/** An instant, ISO 8601 with its offset ("2026-11-27T10:00:00Z", or "+00:00" as PostgreSQL writes it). */
export const instant = z.iso.datetime({ offset: true });
/** An ISO 4217 currency code, upper case ("EUR", "MAD"). */
export const currency = z.string().regex(/^[A-Z]{3}$/);
/** An amount in a currency's minor units (cents). */
export const minorUnits = z.number().int();
/** A count of things (guests, nights, rows). */
export const count = z.number().int().min(0);
/** A page number, from 1. */
export const pageNumber = z.number().int().min(1);
