import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction, isGuestTokenRefusal } from './functions-client';

afterEach(() => vi.unstubAllGlobals());

describe('invokeFunction', () => {
  it('keeps a refusal’s whole body: some refusals carry more than error and code', async () => {
    const body = {
      error: 'The dates overlap another booking.',
      code: 'booking_overlap',
      conflict: {
        bookingId: 'b-9',
        name: 'Haddad',
        source: 'direct',
        checkIn: '2026-07-12',
        checkOut: '2026-07-15',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const result = await invokeFunction('host-bookings', { action: 'create' });
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 409, code: 'booking_overlap', body });
  });

  it('a refusal without JSON has no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    expect(await invokeFunction('host-bookings', {})).toMatchObject({ ok: false, status: 502, body: null });
  });
});

describe('isGuestTokenRefusal', () => {
  const refusal = (status: number, code: string | null) =>
    ({ ok: false, kind: 'http', status, code, message: null, retryAfterSeconds: null }) as const;
  it('is the guest functions’ own 401 guest_token_invalid, nothing else', () => {
    expect(isGuestTokenRefusal(refusal(401, 'guest_token_invalid'))).toBe(true);
    expect(isGuestTokenRefusal(refusal(401, 'unauthorized'))).toBe(false);
    expect(isGuestTokenRefusal(refusal(404, 'guest_token_invalid'))).toBe(false);
    expect(isGuestTokenRefusal(refusal(404, 'not_found'))).toBe(false);
    expect(isGuestTokenRefusal({ ok: false, kind: 'network' })).toBe(false);
    expect(isGuestTokenRefusal({ ok: true, data: {} })).toBe(false);
  });
});
