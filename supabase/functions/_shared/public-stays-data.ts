/**
 * The published homes as the public calls read them (issue 46, docs/direct-booking.md#reading): one
 * statement each, as the server (anon has no rights on these tables), published homes only, public
 * fields only. A home's rates, photos and taken nights (confirmed bookings, channel and hand blocks,
 * active holds) come in the same row as json.
 */
import type { Queryable } from './database.ts';
import type { DatedRate, StayCurrency, StayRates } from './stay-price.ts';
import type { NightRange } from './stay-quote.ts';
import type { CancellationKind, StayLanguage } from './stay-texts.ts';

type FaceField = 'title' | 'description' | 'city' | 'neighbourhood';
type Face = Partial<Record<StayLanguage, Partial<Record<FaceField, string>>>>;

export interface PublishedHomeRow {
  id: string;
  slug: string;
  public_face: Face;
  city_key: string;
  max_adults: number;
  max_children: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  nightly_rate: number;
  currency: StayCurrency;
  min_nights: number;
  cleaning_fee: number;
  tourist_tax_per_adult_night: number;
  time_zone: string;
  rates: DatedRate[];
  photos: {
    url: string;
    alt: Partial<Record<StayLanguage, string>>;
    width: number | null;
    height: number | null;
  }[];
  /** [first night, day after the last] pairs, as read. */
  taken: [string, string][];
}

export interface PublishedHomePageRow extends PublishedHomeRow {
  amenities: string[];
  house_rules: string;
  house_rules_languages: Partial<Record<StayLanguage, string>>;
  check_in_time: string;
  check_out_time: string;
  cancellation_kind: CancellationKind;
  cancellation_full_refund_days: number;
  map_url: string | null;
}

/** The columns both calls read; dated rates not over by $<from>. */
const common = (
  from: string,
) => `p.id, p.slug, p.public_face, coalesce(p.city, p.public_face #>> '{en,city}') AS city_key,
  p.max_adults, p.max_children, p.bedrooms, p.beds, p.bathrooms, p.nightly_rate, p.currency, p.min_nights,
  p.cleaning_fee, p.tourist_tax_per_adult_night, p.time_zone,
  (SELECT coalesce(json_agg(json_build_object('startsOn', r.starts_on, 'endsOn', r.ends_on, 'nightly', r.nightly,
            'minNights', r.min_nights) ORDER BY r.starts_on), '[]'::json)
     FROM property_rates r WHERE r.property_id = p.id AND r.ends_on > ${from}::date) AS rates`;

/** Taken nights overlapping [$<from>, $<to>), holds alive at $<now>. */
const taken = (
  from: string,
  to: string,
  now: string,
) => `(SELECT coalesce(json_agg(json_build_array(t.f, t.t)), '[]'::json) FROM (
    SELECT b.check_in_date AS f, b.check_out_date AS t FROM bookings b
     WHERE b.property_id = p.id AND b.status = 'confirmed' AND b.check_in_date < ${to}::date AND b.check_out_date > ${from}::date
    UNION ALL
    SELECT c.start_date, c.end_date FROM calendar_blocks c
     WHERE c.property_id = p.id AND c.start_date < ${to}::date AND c.end_date > ${from}::date
    UNION ALL
    SELECT h.check_in_date, h.check_out_date FROM booking_holds h
     WHERE h.property_id = p.id AND h.status = 'active' AND h.expires_at > ${now}::timestamptz
       AND h.check_in_date < ${to}::date AND h.check_out_date > ${from}::date) t)`;

const homePageSql = `SELECT ${common('$2')}, ${taken('$2', '$3', '$4')} AS taken,
  (SELECT coalesce(json_agg(json_build_object('url', f.url, 'alt', f.alt, 'width', f.width, 'height', f.height)
            ORDER BY f.position), '[]'::json)
     FROM property_public_photos f WHERE f.property_id = p.id) AS photos,
  p.amenities, p.house_rules, p.house_rules_languages, to_char(p.check_in_time, 'HH24:MI') AS check_in_time,
  to_char(p.check_out_time, 'HH24:MI') AS check_out_time, p.cancellation_kind, p.cancellation_full_refund_days, p.map_url
  FROM properties p WHERE p.slug = $1 AND p.published`;

/** A published home by its slug, with its taken nights overlapping [from, to) and holds alive at `now`. */
export async function readPublishedHome(
  db: Queryable,
  slug: string,
  window: NightRange,
  now: Date,
): Promise<PublishedHomePageRow | null> {
  const { rows } = await db.query<PublishedHomePageRow>(
    homePageSql,
    [slug, window.from, window.to, now.toISOString()],
    { name: 'public_stay_home' },
  );
  return rows[0] ?? null;
}

const homesSql = `SELECT ${common('$1')},
  CASE WHEN $3::date IS NULL THEN '[]'::json ELSE ${taken('$2', '$3', '$4')} END AS taken,
  (SELECT coalesce(json_agg(json_build_object('url', f.url, 'alt', f.alt, 'width', f.width, 'height', f.height)), '[]'::json)
     FROM (SELECT * FROM property_public_photos f WHERE f.property_id = p.id ORDER BY f.position LIMIT 1) f) AS photos
  FROM properties p WHERE p.published
  ORDER BY p.slug`;

/**
 * Every published home (cover photo only) with its dated rates not over by `today`; with a stay
 * [from, to), its taken nights overlapping it.
 */
export async function readPublishedHomes(
  db: Queryable,
  today: string,
  stay: NightRange | null,
  now: Date,
): Promise<PublishedHomeRow[]> {
  const { rows } = await db.query<PublishedHomeRow>(
    homesSql,
    [today, stay?.from ?? today, stay?.to ?? null, now.toISOString()],
    { name: 'public_stays_homes' },
  );
  return rows;
}

/** A row's taken nights as ranges. */
export function takenOf(row: PublishedHomeRow): NightRange[] {
  return row.taken.map(([from, to]) => ({ from, to }));
}

/** The price settings of a home's row, for stay-price.ts. */
export function ratesOf(row: PublishedHomeRow): StayRates {
  return {
    currency: row.currency,
    nightly: row.nightly_rate,
    minNights: row.min_nights,
    cleaningFee: row.cleaning_fee,
    touristTaxPerAdultNight: row.tourist_tax_per_adult_night,
    dated: row.rates,
  };
}

/** A face field in a language, else in English, else ''. */
export function faceText(face: Face, language: StayLanguage, field: FaceField): string {
  return face[language]?.[field] || face.en?.[field] || '';
}

/** The language the face is shown in: the request's when the home has its title in it, else English. */
export function faceLanguage(face: Face, language: StayLanguage): StayLanguage {
  return face[language]?.title ? language : 'en';
}

/** A photo's alternative text in a language, else English, else the home's title. */
export function photoOf(photo: PublishedHomeRow['photos'][number], language: StayLanguage, title: string) {
  return {
    url: photo.url,
    alt: photo.alt[language] || photo.alt.en || title,
    width: photo.width,
    height: photo.height,
  };
}
