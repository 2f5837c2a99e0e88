/**
 * A booking's row as the guest lookup reads it (bookings.ts's statement), and the parts of the
 * answer made from it alone. Pure.
 */
import type { ArrivalMethod, BookingExtraRecord, GuestCheckInSummary } from './api-types.ts';

export interface BookingRow {
  id: string;
  property_name: string;
  property_address: string;
  check_in_date: string;
  check_out_date: string;
  smart_lock_code: string | null;
  wifi_network: string | null;
  wifi_password: string | null;
  recommendations_url: string | null;
  walkthrough_url: string | null;
  image_urls: string[] | null;
  image_captions: string[] | null;
  house_rules: string | null;
  /** The house rules' versions per language (0036): { fr: "...", ar: "..." }. */
  house_rules_languages: Partial<Record<'en' | 'fr' | 'es' | 'ar', string>> | null;
  /** Each guide step's caption per language (0039), in the order of image_urls. */
  image_captions_languages: Partial<Record<'en' | 'fr' | 'es' | 'ar', string>>[] | string | null;
  check_in_time: string;
  check_out_time: string;
  host_phone: string | null;
  arrival_method: ArrivalMethod;
  door_code_available_on: string | null;
  time_zone: string;
  code_release_hours: number;
  code_requires_checkin: boolean;
  backup_door_code: string | null;
  /** When the door code last changed (0039); null: never since first set. */
  door_code_changed_at: Date | string | null;
  checkin_adults: number | null;
  checkin_completed_at: Date | string | null;
  guests_count: number;
  guest_access_version: number;
}

export interface BookingWithExtrasRow extends BookingRow {
  extras: BookingExtraRecord[] | string;
  checkin_forms: GuestCheckInSummary['submitted'] | string;
}

/** A json column: parsed by PGlite's driver, a string from some others. */
export const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export function checkInSummary(row: BookingWithExtrasRow): GuestCheckInSummary {
  return {
    status: row.checkin_completed_at ? 'complete' : row.checkin_adults ? 'partial' : 'not_started',
    adults: row.checkin_adults === null ? null : Number(row.checkin_adults),
    maxGuests: Number(row.guests_count),
    submitted: parsed(row.checkin_forms).map((form) => ({
      guestIndex: Number(form.guestIndex),
      firstName: form.firstName,
      lastName: form.lastName,
    })),
  };
}
