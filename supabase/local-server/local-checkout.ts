/**
 * The local test checkout used when no Stripe key is set: order lines, total, Pay and Cancel.
 * Pay signs a `checkout.session.completed` event with the webhook secret and hands it to the real
 * stripe-webhook handler, as Stripe would; Cancel sends `checkout.session.expired` the same way.
 * Plain HTML forms, no script (the Content-Security-Policy allows none inline).
 */
import Stripe from 'stripe';
import type { Database } from '../functions/_shared/database.ts';
import type { FunctionHandler, ServerConfig } from '../functions/_shared/handler-types.ts';

export interface LocalCheckoutDeps {
  db: Database;
  config: ServerConfig;
  handlers: Map<string, FunctionHandler>;
  clientAddress: string;
}

interface OrderRow {
  id: string;
  booking_id_fk: string;
  status: 'pending' | 'paid' | 'released';
  total_amount: number;
  checkout_session_id: string;
  success_url: string | null;
  cancel_url: string | null;
  property_name: string;
  check_in_date: string;
  check_out_date: string;
}

interface LineRow {
  name: string;
  extra_id: string;
  quantity: number;
  unit_amount: number;
}

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const sessionPattern = /^cs_test_local_[0-9a-f]{32}$/;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const styles = `
:root { color-scheme: light; --terracotta: #a8441f; --sand: #fbf6ef; --ink: #2b211c; --muted: #6b5d55; --mint: #3f9f7f; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--sand); color: var(--ink); display: flex; justify-content: center; align-items: flex-start; padding: 24px 16px; }
main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; box-shadow: 0 8px 30px rgba(43, 33, 28, .08); padding: 24px; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
.stay { color: var(--muted); margin: 0 0 16px; }
.brand { color: var(--terracotta); font-weight: 700; letter-spacing: .02em; margin: 0 0 16px; }
.note { background: #fff6e0; border: 1px solid #f2c14e; border-radius: 10px; padding: 10px 12px; font-size: .9rem; color: var(--muted); margin: 0 0 20px; }
table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
th, td { text-align: start; padding: 10px 0; border-bottom: 1px solid #eee4d8; vertical-align: top; }
td.amount, th.amount { text-align: end; white-space: nowrap; }
tfoot td { font-weight: 700; border-bottom: none; font-size: 1.1rem; }
.qty { color: var(--muted); font-size: .9rem; }
.actions { display: grid; gap: 12px; margin-top: 20px; }
form { margin: 0; }
button, .link { display: block; width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; padding: 12px; }
button.pay { background: var(--terracotta); color: #fff; border: none; }
button.pay:hover { background: #8f3918; }
button.cancel, .link { background: #fff; color: var(--ink); border: 1px solid #d9cbbb; }
button:focus-visible, .link:focus-visible { outline: 3px solid #2e48bd; outline-offset: 2px; }
`;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Rihla stays</title>
<style>${styles}</style>
</head>
<body><main>
<p class="brand">Rihla stays</p>
${body}
</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function messagePage(title: string, text: string, link: string | null, status = 200): Response {
  const back = link
    ? `<div class="actions"><a class="link" href="${escapeHtml(link)}">Back to your booking</a></div>`
    : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back}`, status);
}

async function loadOrder(db: Database, sessionId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT o.id, o.booking_id_fk, o.status, o.total_amount, o.checkout_session_id, o.success_url, o.cancel_url,
            p.name AS property_name, to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date
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

export async function handleLocalCheckout(request: Request, deps: LocalCheckoutDeps): Promise<Response> {
  if (deps.config.stripeSecretKey) return messagePage('Not found', 'Payments go through Stripe.', null, 404);
  const url = new URL(request.url);
  const [, , sessionId = '', action = ''] = url.pathname.split('/');
  if (!sessionPattern.test(sessionId)) {
    return messagePage('Checkout not found', 'This checkout link is not valid.', null, 404);
  }
  const order = await loadOrder(deps.db, sessionId);
  if (!order) return messagePage('Checkout not found', 'This checkout link is not valid.', null, 404);

  if (request.method === 'POST' && (action === 'pay' || action === 'cancel')) {
    if (order.status === 'released') {
      return messagePage(
        'Checkout expired',
        'This checkout session has expired. Nothing was charged.',
        order.cancel_url,
      );
    }
    if (action === 'pay') {
      if (
        order.status === 'pending' &&
        !(await deliverEvent(request, deps, order, 'checkout.session.completed'))
      ) {
        return messagePage(
          'Payment failed',
          'The payment could not be recorded. Please try again.',
          null,
          502,
        );
      }
      return redirect(order.success_url ?? '/guest-portal');
    }
    if (order.status === 'pending') await deliverEvent(request, deps, order, 'checkout.session.expired');
    return redirect(order.cancel_url ?? '/guest-portal');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, POST' } });
  }
  if (order.status === 'paid') {
    return messagePage('Already paid', 'This order is already paid. Thank you!', order.success_url);
  }
  if (order.status === 'released') {
    return messagePage(
      'Checkout expired',
      'This checkout session has expired. Nothing was charged.',
      order.cancel_url,
    );
  }

  const { rows: lines } = await deps.db.query<LineRow>(
    `SELECT name, extra_id, quantity, unit_amount FROM booking_extras WHERE order_id = $1::uuid ORDER BY created_at, extra_id`,
    [order.id],
  );
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name || line.extra_id)}<br><span class="qty">${line.quantity} × ${euros.format(
          line.unit_amount / 100,
        )}</span></td><td class="amount">${euros.format((line.unit_amount * line.quantity) / 100)}</td></tr>`,
    )
    .join('');
  const base = `/local-checkout/${sessionId}`;
  return page(
    'Test checkout',
    `<h1>Pay for your extras</h1>
<p class="stay">${escapeHtml(order.property_name)} · ${order.check_in_date} to ${order.check_out_date}</p>
<p class="note">Test checkout: no card is charged. It stands in for Stripe Checkout because no STRIPE_SECRET_KEY is set.</p>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td>Total</td><td class="amount">${euros.format(Number(order.total_amount) / 100)}</td></tr></tfoot>
</table>
<div class="actions">
<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}
