import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from './call-function';
import * as calls from './calls.generated';

afterEach(() => vi.unstubAllGlobals());

describe('callFunction', () => {
  it("sends the call's body to its function and answers the server's answer", async () => {
    const fetched = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ clientSecret: 'secret-1' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    const body = {
      bookingId: '00000000-0000-4000-8000-000000000001',
      guestToken: 'token',
      selectedExtras: [],
    };
    const result = await callFunction(calls.saveBookingExtras, body);
    expect(result).toEqual({ ok: true, data: { clientSecret: 'secret-1' } });
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toMatch(/\/functions\/v1\/save-booking-extras$/);
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('answers a refusal as the functions client does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Too many attempts.', code: 'rate_limited' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
          }),
      ),
    );
    const result = await callFunction(calls.findBookingByDetails, {
      lastName: 'Martin',
      checkInDate: '2026-12-01',
    });
    expect(result).toMatchObject({ ok: false, status: 429, code: 'rate_limited', retryAfterSeconds: 60 });
  });
});
