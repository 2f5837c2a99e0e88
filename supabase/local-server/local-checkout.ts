/**
 * The local test checkout used when no Stripe key is set: order lines, total, Pay and Cancel.
 * Pay signs a `checkout.session.completed` event with the webhook secret and hands it to the real
 * stripe-webhook handler, as Stripe would; Cancel sends `checkout.session.expired` the same way.
 * Plain HTML forms, no script (the Content-Security-Policy allows none inline). In the guest's
 * language (`?lang=`, set by the app), right to left in Arabic; `/receipt` is the receipt a guest keeps.
 */
import Stripe from 'stripe';
import type { Database } from '../functions/_shared/database.ts';
import type { ExtraId } from '../functions/_shared/extras-catalogue.ts';
import type { FunctionHandler, ServerConfig } from '../functions/_shared/handler-types.ts';
import { escapeHtml, messagePage, type PageContext, page } from './local-checkout-page.ts';
import {
  type CheckoutLanguage,
  checkoutLanguageOf,
  formatDay,
  formatEuros,
  formatMoment,
  textsFor,
} from './local-checkout-texts.ts';

export interface LocalCheckoutDeps {
  db: Database;
  config: ServerConfig;
  handlers: Map<string, FunctionHandler>;
  clientAddress: string;
}

interface OrderRow {
  id: string;
  booking_id_fk: string;
  status: 'pending' | 'paid' | 'released' | 'refunded';
  total_amount: number;
  checkout_session_id: string;
  success_url: string | null;
  cancel_url: string | null;
  property_name: string;
  check_in_date: string;
  check_out_date: string;
  paid_at: Date | string | null;
  time_zone: string;
}

interface LineRow {
  name: string;
  extra_id: string;
  quantity: number;
  unit_amount: number;
  details: Record<string, string> | string | null;
}
const sessionPattern = /^cs_test_local_[0-9a-f]{32}$/;

/** The flight of a transfer line, in digits and codes every language reads: "AT 800 · 26 nov. 2026 · 14:30". */
function lineDetail(line: LineRow, context: PageContext): string {
  const details = (typeof line.details === 'string' ? JSON.parse(line.details) : line.details) ?? {};
  if (line.extra_id !== 'airport_transfer' || !details.flightNumber) return '';
  const flight = (number: string, date: string | undefined, time: string | undefined) =>
    [number, date ? formatDay(date, context.language) : '', time ?? ''].filter(Boolean).join(' · ');
  const parts = [flight(details.flightNumber, details.flightDate, details.flightTime)];
  if (details.addReturnTransfer === 'true' && details.returnFlightNumber) {
    parts.push(
      `${context.texts.returnFlight}: ${flight(details.returnFlightNumber, details.returnFlightDate, details.returnFlightTime)}`,
    );
  }
  return parts.map((part) => `<br><span class="detail">${escapeHtml(part)}</span>`).join('');
}

function linesTable(lines: LineRow[], order: OrderRow, context: PageContext): string {
  const { texts, language } = context;
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(texts.names[line.extra_id as ExtraId] ?? line.name ?? line.extra_id)}${lineDetail(line, context)}<br><span class="qty">${line.quantity} × ${formatEuros(
          line.unit_amount,
          language,
        )}</span></td><td class="amount">${formatEuros(line.unit_amount * line.quantity, language)}</td></tr>`,
    )
    .join('');
  return `<table>
<thead><tr><th scope="col">${escapeHtml(texts.item)}</th><th scope="col" class="amount">${escapeHtml(texts.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td>${escapeHtml(texts.total)}</td><td class="amount">${formatEuros(Number(order.total_amount), language)}</td></tr></tfoot>
</table>`;
}

function stayLine(order: OrderRow, context: PageContext): string {
  return `<p class="stay">${escapeHtml(
    context.texts.stay(
      order.property_name,
      formatDay(order.check_in_date, context.language),
      formatDay(order.check_out_date, context.language),
    ),
  )}</p>`;
}

async function loadOrder(db: Database, sessionId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.id, o.booking_id_fk, o.status, o.total_amount, o.checkout_session_id, o.success_url, o.cancel_url,
            p.name AS property_name, to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date, o.paid_at, p.time_zone
       FROM extra_orders o JOIN bookings b ON b.id = o.booking_id_fk JOIN properties p ON p.id = b.property_id
      WHERE o.checkout_session_id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/** Builds and signs a Checkout event as Stripe would, and delivers it to the webhook handler. */
async function deliverEvent(
  request: Request,
  deps: LocalCheckoutDeps,
  order: OrderRow,
  type: 'checkout.session.completed' | 'checkout.session.expired',
): Promise<boolean> {
  const webhook = deps.handlers.get('stripe-webhook');
  if (!webhook) return false;
  const created = Math.floor(Date.now() / 1000);
  const event = {
    id: `evt_local_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: order.checkout_session_id,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: Number(order.total_amount),
        currency: 'eur',
        client_reference_id: order.booking_id_fk,
        metadata: { booking_id: order.booking_id_fk, order_id: order.id },
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
      },
    },
  };
  const payload = JSON.stringify(event);
  const stripe = new Stripe('sk_test_rihla_local_no_api_calls');
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: deps.config.stripeWebhookSecret,
  });
  const response = await webhook(
    new Request(new URL('/functions/v1/stripe-webhook', request.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    }),
    { db: deps.db, config: deps.config, clientAddress: deps.clientAddress, now: () => new Date() },
  );
  return response.ok;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** Adds the page's language to an address of this checkout (forms and links keep it). */
function withLanguage(path: string, language: CheckoutLanguage): string {
  return `${path}?lang=${language}`;
}

async function loadLines(db: Database, orderId: string): Promise<LineRow[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT name, extra_id, quantity, unit_amount, details FROM booking_extras
      WHERE order_id = $1::uuid AND payment_status <> 'refunded' ORDER BY created_at, extra_id`,
    [orderId],
  );
  return rows;
}

function receiptPage(order: OrderRow, lines: LineRow[], context: PageContext): Response {
  const { texts, language } = context;
  const paidAt = order.paid_at ? new Date(order.paid_at) : null;
  return page(
    context,
    texts.receiptTitle,
    `<h1>${escapeHtml(texts.receiptTitle)}</h1>
${stayLine(order, context)}
${paidAt ? `<p>${escapeHtml(texts.paidOn(formatMoment(paidAt, language, order.time_zone)))}</p>` : ''}
<p class="note">${escapeHtml(texts.receiptNote)}</p>
${linesTable(lines, order, context)}
<p class="qty">${escapeHtml(order.checkout_session_id)}</p>
<p class="qty print">${escapeHtml(texts.print)}</p>
${order.success_url ? `<div class="actions"><a class="link" href="${escapeHtml(order.success_url)}">${escapeHtml(texts.back)}</a></div>` : ''}`,
  );
}

export async function handleLocalCheckout(request: Request, deps: LocalCheckoutDeps): Promise<Response> {
  const url = new URL(request.url);
  const language = checkoutLanguageOf(url);
  const context: PageContext = { language, texts: textsFor(language) };
  const { texts } = context;
  if (deps.config.stripeSecretKey)
    return messagePage(context, texts.notFoundTitle, texts.stripeOnly, null, 404);
  const [, , sessionId = '', action = ''] = url.pathname.split('/');
  if (!sessionPattern.test(sessionId)) {
    return messagePage(context, texts.notFoundTitle, texts.notFound, null, 404);
  }
  const order = await loadOrder(deps.db, sessionId);
  if (!order) return messagePage(context, texts.notFoundTitle, texts.notFound, null, 404);

  if (request.method === 'POST' && (action === 'pay' || action === 'cancel')) {
    if (order.status === 'released') {
      return messagePage(context, texts.expiredTitle, texts.expired, order.cancel_url);
    }
    if (action === 'pay') {
      if (
        order.status === 'pending' &&
        !(await deliverEvent(request, deps, order, 'checkout.session.completed'))
      ) {
        return messagePage(context, texts.failedTitle, texts.failed, null, 502);
      }
      return redirect(order.success_url ?? '/guest-portal');
    }
    if (order.status === 'pending') await deliverEvent(request, deps, order, 'checkout.session.expired');
    return redirect(order.cancel_url ?? '/guest-portal');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, POST' } });
  }
  if (action === 'receipt') {
    if (order.status !== 'paid' && order.status !== 'refunded') {
      return messagePage(context, texts.notPaidTitle, texts.notPaid, order.cancel_url, 404);
    }
    return receiptPage(order, await loadLines(deps.db, order.id), context);
  }
  if (action !== '') return messagePage(context, texts.notFoundTitle, texts.notFound, null, 404);
  if (order.status === 'paid') {
    return messagePage(context, texts.alreadyPaidTitle, texts.alreadyPaid, order.success_url);
  }
  if (order.status === 'released') {
    return messagePage(context, texts.expiredTitle, texts.expired, order.cancel_url);
  }

  const base = `/local-checkout/${sessionId}`;
  return page(
    context,
    texts.payTitle,
    `<h1>${escapeHtml(texts.payTitle)}</h1>
${stayLine(order, context)}
<p class="note">${escapeHtml(texts.testNote)}</p>
${linesTable(await loadLines(deps.db, order.id), order, context)}
<div class="actions">
<form method="post" action="${withLanguage(`${base}/pay`, language)}"><button class="pay" type="submit">${escapeHtml(texts.pay)}</button></form>
<form method="post" action="${withLanguage(`${base}/cancel`, language)}"><button class="cancel" type="submit">${escapeHtml(texts.cancel)}</button></form>
</div>`,
  );
}
