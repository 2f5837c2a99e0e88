/**
 * host-guest-link (issue 45, docs/guest-access.md#the-personal-link): the guest's personal link as
 * the host hands it over. Everything runs as the caller (`asHost`): Row Level Security decides
 * which bookings exist (a booking of another owner is not found) and whose link rows are written.
 * `get` answers the link (made the first time), `renew` replaces it (the old one dead at once),
 * `email` queues the `guestLink` mail to the booking's address through the outbox, once per link
 * and address. The message is in the guest's language: the one they last wrote in, else the page's.
 * Contracts: _shared/contracts/host-guest-link.contract.ts.
 */
import { actAsServer } from '../_shared/booking-messages.ts';
import type { RefusalOf } from '../_shared/contract.ts';
import {
  hostGuestLinkEmail,
  hostGuestLinkGet,
  hostGuestLinkRenew,
} from '../_shared/contracts/host-guest-link.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { bookingLinkToken, guestLinkUrl } from '../_shared/guest-link.ts';
import { guestLinkMessage, whatsAppUrl } from '../_shared/guest-link-texts.ts';
import { hasGuestTokenSecret } from '../_shared/guest-token.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';
import { enqueueMail } from '../_shared/mail-outbox.ts';
import { formatDay, mailLanguageOf } from '../_shared/mail-texts.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

interface LinkBookingRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  status: string;
  check_in: string;
  check_out: string;
  property: string;
  /** The language of the guest's latest message, if they wrote. */
  guest_language: string | null;
}

const bookingSql = `
  SELECT b.id, b.guest_first_name AS first_name, b.guest_last_name AS last_name, b.guest_email AS email,
         b.guest_phone AS phone, b.status, to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in,
         to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out, p.name AS property,
         (SELECT m.language FROM booking_messages m
           WHERE m.booking_id = b.id AND m.sender = 'guest' AND m.language IS NOT NULL
           ORDER BY m.seq DESC LIMIT 1) AS guest_language
    FROM bookings b JOIN properties p ON p.id = b.property_id
   WHERE b.id = $1::uuid`;

type LinkRefusal = RefusalOf<typeof hostGuestLinkGet>;

/** The booking as the caller sees it, its link token, or the refusal that applies. */
async function linkOf(
  tx: Queryable,
  config: ServerConfig,
  bookingId: string,
  options: { renew: boolean; now: Date },
): Promise<{ booking: LinkBookingRow; token: string } | LinkRefusal> {
  const { rows } = await tx.query<LinkBookingRow>(bookingSql, [bookingId], {
    name: 'host_guest_link_booking',
  });
  const booking = rows[0];
  if (!booking) return 'notFound';
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.last_name === null) return 'nameNeeded';
  return { booking, token: await bookingLinkToken(tx, config, booking.id, options) };
}

function linkAnswer(config: ServerConfig, booking: LinkBookingRow, token: string, pageLanguage: string) {
  const language = mailLanguageOf(booking.guest_language ?? pageLanguage);
  const url = guestLinkUrl(config, token);
  const dates = `${formatDay(booking.check_in, language)} – ${formatDay(booking.check_out, language)}`;
  const message = guestLinkMessage(language, {
    firstName: booking.first_name,
    property: booking.property,
    dates,
    url,
  });
  return { url, language, message, whatsappUrl: whatsAppUrl(booking.phone, message) };
}

export const handler = serveCalls('host-guest-link', hostGuestLinkGet.invalidMessage, [
  route(hostGuestLinkGet, async ({ body, deps, asHost, refuse }) => {
    if (!hasGuestTokenSecret(deps.config)) return refuse('notConfigured');
    const found = await asHost((tx) =>
      linkOf(tx, deps.config, body.bookingId, { renew: false, now: deps.now() }),
    );
    if (typeof found === 'string') return refuse(found);
    return linkAnswer(deps.config, found.booking, found.token, body.language);
  }),
  route(hostGuestLinkRenew, async ({ body, deps, asHost, refuse }) => {
    if (!hasGuestTokenSecret(deps.config)) return refuse('notConfigured');
    const found = await asHost((tx) =>
      linkOf(tx, deps.config, body.bookingId, { renew: true, now: deps.now() }),
    );
    if (typeof found === 'string') return refuse(found);
    return linkAnswer(deps.config, found.booking, found.token, body.language);
  }),
  route(hostGuestLinkEmail, async ({ body, deps, asHost, refuse }) => {
    if (!hasGuestTokenSecret(deps.config)) return refuse('notConfigured');
    const done = await asHost(async (tx) => {
      const found = await linkOf(tx, deps.config, body.bookingId, { renew: false, now: deps.now() });
      if (typeof found === 'string') return found;
      const { booking, token } = found;
      const to = booking.email?.trim() ?? '';
      if (!to) return 'noEmail' as const;
      const language = mailLanguageOf(booking.guest_language ?? body.language);
      // The mail is the server's (the outbox is not the hosts' to write): as for a host's reply.
      await actAsServer(tx);
      const { rows } = await tx.query<{ link_version: number }>(
        'SELECT link_version FROM booking_guest_links WHERE booking_id = $1::uuid',
        [booking.id],
      );
      const queued = await enqueueMail(tx, {
        eventKey: `guest-link:${booking.id}:${rows[0]!.link_version}`,
        hostId: null,
        toAddress: to,
        language,
        template: 'guestLink',
        params: {
          bookingId: booking.id,
          propertyName: booking.property,
          checkIn: booking.check_in,
          checkOut: booking.check_out,
          url: guestLinkUrl(deps.config, token),
        },
      });
      return { queued, to };
    });
    if (typeof done === 'string') return refuse(done);
    return done;
  }),
]);
