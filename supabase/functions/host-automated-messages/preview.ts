/**
 * The stay a preview of an automated message is written for: a sample one (check-in in two weeks,
 * Rihla's usual hours, a review link), or one at a property the caller sees, with its own name,
 * hours, zone, door code release and review link. Reads only, in the caller's transaction.
 */

import type { StayValues } from '../_shared/automated-message-render.ts';
import { addDays } from '../_shared/automated-message-schedule.ts';
import type { Queryable } from '../_shared/database.ts';
import { localDateIn, zonedInstant } from '../_shared/door-code-release.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';

const sampleZone = 'Africa/Casablanca';

/** The preview's values; null when the caller sees no such property. */
export async function previewValues(
  tx: Queryable,
  config: ServerConfig,
  propertyId: string | null,
  now: Date,
): Promise<StayValues | null> {
  const checkInDate = addDays(localDateIn(now, sampleZone), 14);
  const sample = {
    name: 'Riad Yasmine',
    time_zone: sampleZone,
    check_in_time: '15:00',
    check_out_time: '11:00',
    code_release_hours: 48,
    review_url: 'https://g.page/r/riad-yasmine/review' as string | null,
  };
  let property = sample;
  if (propertyId) {
    const { rows } = await tx.query<typeof sample>(
      `SELECT p.name, p.time_zone, to_char(p.check_in_time, 'HH24:MI') AS check_in_time,
              to_char(p.check_out_time, 'HH24:MI') AS check_out_time, p.code_release_hours, s.review_url
         FROM properties p LEFT JOIN property_automated_messages s ON s.property_id = p.id WHERE p.id = $1::uuid`,
      [propertyId],
      { name: 'automated_preview_property' },
    );
    if (!rows[0]) return null;
    property = rows[0];
  }
  return {
    firstName: 'Amina',
    property: property.name,
    checkInDate,
    checkOutDate: addDays(checkInDate, 4),
    checkInTime: property.check_in_time,
    checkOutTime: property.check_out_time,
    link: `${config.siteUrl.replace(/\/+$/, '')}/s/…`,
    codeReleaseAt: new Date(
      zonedInstant(checkInDate, property.check_in_time, property.time_zone) -
        Number(property.code_release_hours) * 3_600_000,
    ),
    timeZone: property.time_zone,
    reviewLink: property.review_url,
  };
}
