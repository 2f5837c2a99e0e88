/** host-properties' reads: the Settings list and one property as the editor shows it (through RLS). */
import type { Queryable } from '../_shared/database.ts';
import {
  adoptImageUrls,
  lockPropertyGuide,
  objectUrl,
  photoRows,
  toHostPhoto,
} from '../_shared/guide-photos.ts';
import type {
  HostPropertyDetails,
  HostPropertyList,
  HostPropertyOwner,
  HostPropertySummary,
} from '../_shared/host-api-types-properties.ts';
import type { ObjectStorage } from '../_shared/object-storage.ts';

interface SummaryRow {
  id: string;
  name: string;
  city: string | null;
  region: string | null;
  first_small_key: string | null;
  first_source_url: string | null;
  first_image_url: string | null;
  photo_count: number;
}

const listSql = `
  SELECT p.id, p.name, p.city, p.region,
         first.small_key AS first_small_key, first.source_url AS first_source_url,
         p.image_urls[1] AS first_image_url,
         greatest((SELECT count(*) FROM property_photos c WHERE c.property_id = p.id)::int,
                  cardinality(p.image_urls)) AS photo_count
    FROM properties p
    LEFT JOIN LATERAL (SELECT ph.small_key, ph.source_url FROM property_photos ph
                        WHERE ph.property_id = p.id ORDER BY ph.position LIMIT 1) AS first ON true
   ORDER BY p.name, p.id`;

export async function listProperties(
  tx: Queryable,
  role: 'owner' | 'team',
  storage?: ObjectStorage,
): Promise<HostPropertyList> {
  const { rows } = await tx.query<SummaryRow>(listSql, [], { name: 'host_properties_list' });
  const properties: HostPropertySummary[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    region: row.region,
    thumbnailUrl: row.first_small_key
      ? objectUrl(row.first_small_key, storage)
      : (row.first_source_url ?? row.first_image_url ?? null),
    photoCount: Number(row.photo_count),
  }));
  const owners =
    role === 'team'
      ? (
          await tx.query<HostPropertyOwner>(
            `SELECT id, display_name AS "displayName" FROM hosts WHERE role = 'owner' ORDER BY display_name, id`,
            [],
            { name: 'host_properties_owners' },
          )
        ).rows
      : [];
  return { properties, owners };
}

interface DetailsRow {
  id: string;
  ownerId: string | null;
  name: string;
  address: string;
  city: string | null;
  wifiNetwork: string | null;
  wifiPassword: string | null;
  walkthroughUrl: string | null;
  recommendationsUrl: string | null;
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  houseRules: string;
  houseRulesLanguages: HostPropertyDetails['houseRulesLanguages'];
  codeReleaseHours: number;
  codeRequiresCheckIn: boolean;
  arrivalMethod: HostPropertyDetails['arrivalMethod'];
  hostPhone: string | null;
  upcomingBookings: number;
  imageCount: number;
}

const detailsSql = `
  SELECT p.id, p.owner_id AS "ownerId", p.name, p.address, p.city,
         p.wifi_network AS "wifiNetwork", p.wifi_password AS "wifiPassword",
         p.walkthrough_url AS "walkthroughUrl", p.recommendations_url AS "recommendationsUrl",
         to_char(p.check_in_time, 'HH24:MI') AS "checkInTime",
         to_char(p.check_out_time, 'HH24:MI') AS "checkOutTime",
         p.time_zone AS "timeZone", p.house_rules AS "houseRules",
         p.house_rules_languages AS "houseRulesLanguages",
         p.code_release_hours AS "codeReleaseHours", p.code_requires_checkin AS "codeRequiresCheckIn",
         p.arrival_method AS "arrivalMethod", p.host_phone AS "hostPhone",
         (SELECT count(*) FROM bookings b
           WHERE b.property_id = p.id AND b.status = 'confirmed' AND b.check_out_date >= $2::date)::int
           AS "upcomingBookings",
         cardinality(p.image_urls) AS "imageCount"
    FROM properties p WHERE p.id = $1`;

/**
 * One property with its photos in order; null when the caller cannot see it. `adopt`: a guide
 * written before the editor (image_urls only) becomes photo rows first, so the editor can change it.
 */
export async function propertyDetails(
  tx: Queryable,
  propertyId: string,
  today: string,
  options: { adopt?: boolean; storage?: ObjectStorage } = {},
): Promise<HostPropertyDetails | null> {
  const { rows } = await tx.query<DetailsRow>(detailsSql, [propertyId, today], {
    name: 'host_property_details',
  });
  const row = rows[0];
  if (!row) return null;
  let photos = await photoRows(tx, propertyId);
  if (
    options.adopt &&
    photos.length === 0 &&
    Number(row.imageCount) > 0 &&
    (await lockPropertyGuide(tx, propertyId))
  ) {
    await adoptImageUrls(tx, propertyId);
    photos = await photoRows(tx, propertyId);
  }
  const { imageCount: _count, ...fields } = row;
  return {
    ...fields,
    city: row.city ?? '',
    wifiNetwork: row.wifiNetwork ?? '',
    wifiPassword: row.wifiPassword ?? '',
    walkthroughUrl: row.walkthroughUrl ?? '',
    recommendationsUrl: row.recommendationsUrl ?? '',
    hostPhone: row.hostPhone ?? '',
    codeReleaseHours: Number(row.codeReleaseHours),
    upcomingBookings: Number(row.upcomingBookings),
    photos: photos.map((photo) => toHostPhoto(photo, options.storage)),
  };
}
