/** A local HTTP server standing in for the Stripe API: records what the SDK sends, answers like Stripe. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: URLSearchParams;
}

export interface StripeStandIn {
  url: string;
  calls: StripeCall[];
  /** Makes the next calls (one by default) fail with Stripe's error shape. */
  failNext(status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  let failure: { status: number; message: string; times: number } | null = null;
  let sessions = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      calls.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Request-Id', `req_standin_${calls.length}`);
      if (failure) {
        res.statusCode = failure.status;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: failure.message } }));
        failure.times -= 1;
        if (failure.times <= 0) failure = null;
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expire) {
        res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
        return;
      }
      const intent = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
      if (req.method === 'GET' && intent) {
        res.end(
          JSON.stringify({
            id: intent[1],
            object: 'payment_intent',
            latest_charge: {
              id: `ch_standin_${calls.length}`,
              object: 'charge',
              receipt_url: `https://pay.stripe.com/receipts/standin/${intent[1]}`,
            },
          }),
        );
        return;
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const form = calls[calls.length - 1]!.form;
        res.end(
          JSON.stringify({
            id: `re_standin_${calls.length}`,
            object: 'refund',
            amount: Number(form.get('amount')),
            payment_intent: form.get('payment_intent'),
            status: 'succeeded',
          }),
        );
        return;
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_standin_${sessions}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, message, times = 1) {
      failure = times > 0 ? { status, message, times } : null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
