/**
 * A property's automated messages settings (table property_automated_messages, migration 0043; no
 * row: the defaults), read and written in the caller's transaction: the property's owner reads
 * them, the team reads and writes them (Row Level Security; a property the caller cannot see has
 * none). Side effects: the database (write).
 */
import {
  type AutomatedMessageEvent,
  automatedMessageEvents,
} from '../_shared/contracts/host-automated-messages.contract.ts';
import type { Queryable } from '../_shared/database.ts';

export interface PropertySettings {
  propertyId: string;
  enabled: AutomatedMessageEvent[];
  daysBeforeArrival: number;
  reviewUrl: string | null;
}

/** The settings of a property the caller sees, or null. */
export async function readSettings(tx: Queryable, propertyId: string): Promise<PropertySettings | null> {
  const { rows } = await tx.query<{
    id: string;
    enabled: string[] | null;
    days: number | null;
    review_url: string | null;
  }>(
    `SELECT p.id, s.enabled_events AS enabled, s.days_before_arrival AS days, s.review_url
       FROM properties p LEFT JOIN property_automated_messages s ON s.property_id = p.id WHERE p.id = $1::uuid`,
    [propertyId],
    { name: 'automated_property_settings' },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    propertyId: row.id,
    enabled: automatedMessageEvents.filter((event) =>
      (row.enabled ?? automatedMessageEvents).includes(event),
    ),
    daysBeforeArrival: Number(row.days ?? 3),
    reviewUrl: row.review_url,
  };
}

/** A review link as stored: null for none ('' too), false when it is no https:// address. */
export function reviewUrlOf(value: string | null): string | null | false {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (url.length > 500 || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:' ? url : false;
  } catch {
    return false;
  }
}

/** Writes the settings of a property the caller sees; false when they see none. */
export async function writeSettings(tx: Queryable, settings: PropertySettings, now: Date): Promise<boolean> {
  const seen = await tx.query('SELECT 1 FROM properties WHERE id = $1::uuid', [settings.propertyId]);
  if (seen.rows.length === 0) return false;
  await tx.query(
    `INSERT INTO property_automated_messages (property_id, enabled_events, days_before_arrival, review_url, updated_at, updated_by)
     VALUES ($1::uuid, $2::text[], $3, $4, $5::timestamptz, (SELECT auth.uid()))
     ON CONFLICT (property_id) DO UPDATE SET enabled_events = EXCLUDED.enabled_events,
       days_before_arrival = EXCLUDED.days_before_arrival, review_url = EXCLUDED.review_url,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [
      settings.propertyId,
      settings.enabled,
      settings.daysBeforeArrival,
      settings.reviewUrl,
      now.toISOString(),
    ],
  );
  return true;
}
