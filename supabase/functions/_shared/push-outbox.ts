/**
 * The push outbox (table push_outbox, migration 0041; docs/push.md). `enqueuePush` writes one row
 * per device of the audience in the caller's transaction, the same one as the event that causes
 * the notice: no event without its notices, no notice without its event, and never twice to one
 * device (`UNIQUE (event_key, subscription_id)`, ON CONFLICT DO NOTHING). The deliverer is
 * push-delivery.ts. Side effects: inserts into push_outbox only.
 */
import type { Queryable } from './database.ts';

/** What a notice is about; the service worker writes its text from the kind and params (public/push-notices.js). */
export const pushKinds = ['doorCode', 'extraPaid', 'inquiry', 'guestMessage', 'hostReply'] as const;
export type PushKind = (typeof pushKinds)[number];

/**
 * Who gets it: a booking's guest devices (`guestsOf`), the people who look after a booking (its
 * property's owner and the team: `hostsOf`), the team, or named hosts. `exceptHost` leaves one host
 * out (the author of a reply is not told of it).
 */
export type PushAudience =
  | { guestsOf: string }
  | { hostsOf: string; exceptHost?: string }
  | { team: true; exceptHost?: string }
  | { hosts: string[] };

export interface EnqueuePush {
  /** What caused it, as host_notifications.event_key ("message:<id>"): with the device, once. */
  eventKey: string;
  audience: PushAudience;
  kind: PushKind;
  /** Short values the text is made of (names, a property): strings and numbers only, never secrets. */
  params: Record<string, string | number>;
  /** The app's path a tap opens ("/host/messages?booking=<id>"). */
  url: string;
}

/** The devices of the audience: one `WHERE` on push_subscriptions (s) and its parameters from $5 on. */
function audienceFilter(audience: PushAudience): { where: string; values: unknown[] } {
  if ('guestsOf' in audience) return { where: 's.booking_id = $5::uuid', values: [audience.guestsOf] };
  if ('hosts' in audience) return { where: 's.host_id = ANY ($5::uuid[])', values: [audience.hosts] };
  const except = audience.exceptHost ?? null;
  if ('team' in audience) {
    return {
      where: `s.host_id IN (SELECT h.id FROM hosts h WHERE h.role = 'team' AND h.id IS DISTINCT FROM $5::uuid)`,
      values: [except],
    };
  }
  return {
    where: `s.host_id IN (
      SELECT h.id FROM hosts h
       WHERE (h.role = 'team' OR h.id = (SELECT p.owner_id FROM bookings b JOIN properties p ON p.id = b.property_id
                                          WHERE b.id = $6::uuid))
         AND h.id IS DISTINCT FROM $5::uuid)`,
    values: [except, audience.hostsOf],
  };
}

/**
 * Queues the notice for every device of the audience, in the caller's transaction (`tx`); how many
 * rows were added (0: no device, or this event was queued before). Runs as the database owner (the
 * events' functions write as the server).
 */
export async function enqueuePush(tx: Queryable, push: EnqueuePush): Promise<number> {
  const filter = audienceFilter(push.audience);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO push_outbox (subscription_id, event_key, kind, params, url)
     SELECT s.id, $1, $2, $3::jsonb, $4 FROM push_subscriptions s WHERE ${filter.where}
     ORDER BY s.id
     ON CONFLICT (event_key, subscription_id) DO NOTHING
     RETURNING id`,
    [push.eventKey, push.kind, JSON.stringify(push.params), push.url, ...filter.values],
  );
  return rows.length;
}
