/**
 * start-stay-checkout (issue 46, docs/direct-booking.md#checkout-start): a visitor books a published
 * home. Limited per client address; the home read with its taken nights (as public-stay reads it), the
 * stay priced by the server (_shared/stay-quote.ts), the nights held for 30 minutes (booking_holds:
 * the database refuses nights taken meanwhile, 409 `nights_taken`), then Stripe Checkout for the
 * total in the home's currency (the local test checkout's address without a key). A resend by the
 * same e-mail for the same home and nights while its hold lives answers that hold. Writes the hold;
 * calls Stripe. Contract: _shared/contracts/start-stay-checkout.contract.ts.
 */
import type { RefusalOf } from '../_shared/contract.ts';
import { startStayCheckout } from '../_shared/contracts/start-stay-checkout.contract.ts';
import type { Database, Queryable } from '../_shared/database.ts';
import { localDateIn } from '../_shared/door-code-release.ts';
import { logFailure } from '../_shared/http.ts';
import { answerWithStatus, serve } from '../_shared/procedure.ts';
import { faceText, ratesOf, readPublishedHome, takenOf } from '../_shared/public-stays-data.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';
import { holdMinutes, openStayCheckout } from '../_shared/stay-checkout.ts';
import { type QuoteRefusalReason, quoteStay } from '../_shared/stay-quote.ts';

/** Checkouts an address may start per window (each holds nights for 30 minutes). */
export const checkoutsPerAddress = 10;

const refusalOf: Record<QuoteRefusalReason, RefusalOf<typeof startStayCheckout>> = {
  nights_taken: 'nightsTaken',
  minimum_nights: 'minimumNights',
  too_many_guests: 'tooManyGuests',
  past_dates: 'pastDates',
  too_far_ahead: 'tooFarAhead',
};

interface HoldRow {
  id: string;
  expires_at: Date | string;
  checkout_url: string;
  total_amount: number;
  currency: 'EUR' | 'MAD';
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Changes a hold with its property's row locked first, as the insert trigger locks it: an update
 * racing an insert's exclusion check would otherwise wait on it while it waits on the update (a deadlock).
 */
function updateHold(db: Database, propertyId: string, holdId: string, set: string, params: unknown[]) {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    await tx.query(`UPDATE booking_holds SET ${set} WHERE id = $1`, [holdId, ...params]);
  });
}

async function liveHoldOf(
  db: Queryable,
  propertyId: string,
  body: { checkIn: string; checkOut: string; adults: number; children: number; guest: { email: string } },
  now: Date,
) {
  const { rows } = await db.query<HoldRow>(
    `SELECT id, expires_at, checkout_url, total_amount, currency FROM booking_holds
      WHERE property_id = $1 AND status = 'active' AND check_in_date = $2::date AND check_out_date = $3::date
        AND lower(guest_email) = lower($4) AND adults = $5 AND children = $6 AND expires_at > $7::timestamptz
        AND checkout_url IS NOT NULL`,
    [
      propertyId,
      body.checkIn,
      body.checkOut,
      body.guest.email,
      body.adults,
      body.children,
      now.toISOString(),
    ],
  );
  return rows[0] ?? null;
}

export const handler = serve(startStayCheckout, async ({ body, deps, refuse }) => {
  const { db, config } = deps;
  const now = deps.now();
  if (config.rateLimitEnabled) {
    const take = await takeRateLimit(
      db,
      [{ kind: 'stay-checkout-address', value: deps.clientAddress, max: checkoutsPerAddress }],
      { max: checkoutsPerAddress, windowSeconds: config.rateLimitWindowSeconds },
      now,
    );
    if (!take.allowed) return refuse('rateLimited', { 'Retry-After': String(take.retryAfterSeconds) });
  }
  const home = await readPublishedHome(db, body.slug, { from: body.checkIn, to: body.checkOut }, now);
  if (!home) return refuse('notFound');

  const rates = ratesOf(home);
  const today = localDateIn(now, home.time_zone);
  const capacity = { maxAdults: home.max_adults, maxChildren: home.max_children };
  const stay = {
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    adults: body.adults,
    children: body.children,
  };
  // A resend (a double press, a lost answer): the same hold and its Checkout, at the price it was held for.
  const existing = await liveHoldOf(db, home.id, body, now);
  if (existing) {
    return answerWithStatus(200, {
      checkoutUrl: existing.checkout_url,
      holdId: existing.id,
      heldUntil: iso(existing.expires_at),
      total: Number(existing.total_amount),
      currency: existing.currency,
    });
  }
  const quote = quoteStay(rates, capacity, stay, takenOf(home), today);
  if (!quote.available) return refuse(refusalOf[quote.reason]);
  if (body.expectedTotal !== undefined && body.expectedTotal !== quote.total) return refuse('priceChanged');

  const heldUntil = new Date(now.getTime() + holdMinutes * 60_000);
  const { guest } = body;
  let holdId: string;
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO booking_holds (property_id, check_in_date, check_out_date, created_at, expires_at, guest_first_name,
                                  guest_last_name, guest_email, guest_phone, adults, children, language, quote,
                                  total_amount, currency)
       VALUES ($1, $2::date, $3::date, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15)
       RETURNING id`,
      [
        home.id,
        body.checkIn,
        body.checkOut,
        now.toISOString(),
        heldUntil.toISOString(),
        guest.firstName,
        guest.lastName,
        guest.email,
        guest.phone,
        body.adults,
        body.children,
        body.language,
        JSON.stringify(quote),
        quote.total,
        quote.currency,
      ],
    );
    holdId = rows[0]!.id;
  } catch (error) {
    if ((error as { code?: string }).code === '23P01') return refuse('nightsTaken');
    throw error;
  }

  const origin = new URL(config.siteUrl).origin;
  const stayPath = `${origin}/stays/${home.slug}`;
  const search = new URLSearchParams({
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    adults: String(body.adults),
    children: String(body.children),
  });
  const successUrl = `${stayPath}?booking=success&hold=${holdId}`;
  const cancelUrl = `${stayPath}?${search}&booking=cancel`;
  let session: { id: string; url: string };
  if (config.stripeSecretKey) {
    try {
      session = await openStayCheckout(config, {
        holdId,
        title: faceText(home.public_face, body.language, 'title'),
        language: body.language,
        email: guest.email,
        price: quote,
        successUrl,
        cancelUrl,
        now,
      });
    } catch (error) {
      logFailure('start-stay-checkout', 'Stripe session creation failed', error);
      await db
        .query(`UPDATE booking_holds SET status = 'released' WHERE id = $1`, [holdId])
        .catch(() => undefined);
      return refuse('paymentProviderError');
    }
  } else {
    const id = `cs_test_local_${holdId.replace(/-/g, '')}`;
    session = { id, url: `${origin}/local-checkout/${id}?lang=${body.language}` };
  }
  await updateHold(db, home.id, holdId, 'checkout_session_id = $2, checkout_url = $3', [
    session.id,
    session.url,
  ]);
  return {
    checkoutUrl: session.url,
    holdId,
    heldUntil: heldUntil.toISOString(),
    total: quote.total,
    currency: quote.currency,
  };
});
