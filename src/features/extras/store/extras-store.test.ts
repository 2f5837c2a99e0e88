import type { AirportTransferDetails } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { loadSavedExtras, saveExtrasSelection } from '@/lib/saved-extras';
import { resetExtrasStore, useExtrasStore } from './extras-store';

const bookingId = 'b6a8c1f2-0000-4000-8000-000000000001';
const t = (key: string) => key;
const guestToken = 'guest-token-b6a8';
const transfer: AirportTransferDetails = {
  direction: 'arrival',
  flightNumber: 'AT 800',
  flightDate: '2026-11-24',
  flightTime: '14:30',
  guestCount: '2',
  contactNumber: '+212600000000',
  notes: '',
  addReturnTransfer: 'true',
  returnFlightNumber: 'AT 801',
  returnFlightDate: '2026-11-27',
  returnFlightTime: '18:45',
};
const breakfast = { people: '2', mornings: '2026-11-25,2026-11-26' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = { name: string; body: Record<string, unknown> };
function stubServer(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const name = String(input).split('/functions/v1/')[1] ?? '';
      calls.push({ name, body: JSON.parse(String(init?.body ?? '{}')) });
      const answer = answers[name];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
  return calls;
}

async function openWith(selection: 'plain' | 'full' = 'plain') {
  await useExtrasStore.getState().open(bookingId, []);
  const store = useExtrasStore.getState();
  store.add('early_checkin');
  if (selection === 'full') {
    store.saveTransfer(transfer);
    store.saveBreakfast({ timeMethod: 'specify', time: '09:30', ...breakfast });
  }
}

beforeEach(async () => {
  resetExtrasStore();
  await offlineDb.extrasSelections.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('extras store: selection', () => {
  it('keeps the selection on the device and restores it when the booking opens again', async () => {
    await openWith('full');
    await vi.waitFor(async () => expect(await loadSavedExtras(bookingId)).toHaveLength(4));
    resetExtrasStore();
    await useExtrasStore.getState().open(bookingId, []);
    expect(useExtrasStore.getState().selected.map((line) => line.id)).toEqual([
      'early_checkin',
      'airport_transfer',
      'airport_transfer_return',
      'breakfast',
    ]);
  });

  it('drops what the booking shows as paid, on the device too', async () => {
    await saveExtrasSelection(bookingId, [
      { id: 'breakfast', quantity: 1, details: { timeMethod: 'later', time: 'decide_later' } },
      { id: 'late_checkout', quantity: 1, details: {} },
    ]);
    await useExtrasStore.getState().open(bookingId, ['breakfast']);
    expect(useExtrasStore.getState().selected.map((line) => line.id)).toEqual(['late_checkout']);
    useExtrasStore.getState().syncPaid(['breakfast', 'late_checkout']);
    expect(useExtrasStore.getState().selected).toEqual([]);
    await vi.waitFor(async () => expect(await loadSavedExtras(bookingId)).toEqual([]));
  });

  it('cannot toggle or edit a paid extra', async () => {
    await useExtrasStore.getState().open(bookingId, ['breakfast', 'early_checkin']);
    const store = useExtrasStore.getState();
    store.add('early_checkin');
    store.saveBreakfast({ timeMethod: 'specify', time: '08:00', ...breakfast });
    expect(useExtrasStore.getState().selected).toEqual([]);
  });

  it('keeps selections of different bookings apart', async () => {
    await openWith();
    await vi.waitFor(async () => expect(await loadSavedExtras(bookingId)).toHaveLength(1));
    await useExtrasStore.getState().open('other-booking', []);
    expect(useExtrasStore.getState().selected).toEqual([]);
  });
});

describe('extras store: pay path', () => {
  it('creates the session, then saves the extras (saving flag on meanwhile), then redirects', async () => {
    let savingDuringSave: boolean | null = null;
    const calls = stubServer({
      'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://127.0.0.1/local-checkout/cs_1' }),
      'save-booking-extras': () => {
        savingDuringSave = useExtrasStore.getState().saving;
        return json({ clientSecret: 'secret_1' });
      },
    });
    await openWith('full');
    const redirect = vi.fn();
    const result = await useExtrasStore.getState().checkout({ t, language: 'fr', redirect, guestToken });
    expect(result).toEqual({ status: 'redirected' });
    expect(calls.map((call) => call.name)).toEqual(['create-stripe-checkout-session', 'save-booking-extras']);
    expect(calls[0]?.body).toMatchObject({ bookingId, guestToken, locale: 'fr' });
    expect(calls[1]?.body).toMatchObject({ bookingId, guestToken });
    expect(((calls[0]?.body.items ?? []) as { amount: number }[]).map((item) => item.amount)).toEqual([
      1000, 3000, 1500, 700,
    ]);
    expect(
      ((calls[1]?.body.selectedExtras ?? []) as { id: string; price: number }[]).map((line) => line.price),
    ).toEqual([10, 30, 15, 7]);
    expect(savingDuringSave).toBe(true);
    expect(useExtrasStore.getState().saving).toBe(false);
    expect(redirect).toHaveBeenCalledWith('http://127.0.0.1/local-checkout/cs_1');
    expect(useExtrasStore.getState().redirecting).toBe(true);
  });

  it('is redirecting while the calls run, and ignores a second press', async () => {
    let release: (response: Response) => void = () => undefined;
    stubServer({
      'create-stripe-checkout-session': () => new Promise<Response>((resolve) => (release = resolve)),
      'save-booking-extras': () => json({ clientSecret: 's' }),
    });
    await openWith();
    const first = useExtrasStore.getState().checkout({ t, language: 'en', redirect: vi.fn(), guestToken });
    expect(useExtrasStore.getState().redirecting).toBe(true);
    expect(
      await useExtrasStore.getState().checkout({ t, language: 'en', redirect: vi.fn(), guestToken }),
    ).toEqual({
      status: 'busy',
    });
    await vi.waitFor(() => expect(release).not.toBeUndefined());
    release(json({ checkoutUrl: 'http://x/cs' }));
    expect(await first).toEqual({ status: 'redirected' });
  });

  const failures = [
    {
      name: 'a session error answer',
      server: {
        'create-stripe-checkout-session': () =>
          json({ error: 'Amounts differ', code: 'amount_mismatch' }, 400),
      },
      failure: 'session_error',
      inline: 'errors.inline.sessionFailed',
    },
    {
      name: 'a network failure creating the session',
      server: {},
      failure: 'session_error',
      inline: 'errors.inline.sessionFailed',
    },
    {
      name: 'an answer without a checkout URL',
      server: { 'create-stripe-checkout-session': () => json({}) },
      failure: 'no_checkout_url',
      inline: 'errors.inline.noCheckoutUrl',
    },
    {
      name: 'an unreadable session answer',
      server: {
        'create-stripe-checkout-session': () => new Response('not json', { status: 200 }),
      },
      failure: 'no_checkout_url',
      inline: 'errors.inline.noCheckoutUrl',
    },
    {
      name: 'a save error answer',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () => json({ error: 'nope' }, 500),
      },
      failure: 'save_error',
      inline: null,
    },
    {
      name: 'a refused guest token creating the session',
      server: {
        'create-stripe-checkout-session': () =>
          json({ error: 'Please find your booking again to continue.', code: 'guest_token_invalid' }, 401),
      },
      failure: 'find_again',
      inline: 'errors.inline.findAgain',
    },
    {
      name: 'a refused guest token saving the extras',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () =>
          json({ error: 'Please find your booking again to continue.', code: 'guest_token_invalid' }, 401),
      },
      failure: 'find_again',
      inline: 'errors.inline.findAgain',
    },
    {
      name: 'a save answer without a client secret',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () => json({ clientSecret: '' }),
      },
      failure: 'save_no_client_secret',
      inline: null,
    },
  ] as const;

  for (const scenario of failures) {
    it(`${scenario.name}: fails with ${scenario.failure}, resets redirecting, keeps the selection`, async () => {
      stubServer(scenario.server);
      await openWith('full');
      const before = useExtrasStore.getState().selected;
      const redirect = vi.fn();
      const result = await useExtrasStore.getState().checkout({ t, language: 'en', redirect, guestToken });
      expect(result).toEqual({ status: 'failed', failure: scenario.failure });
      const state = useExtrasStore.getState();
      expect(state.redirecting).toBe(false);
      expect(state.saving).toBe(false);
      expect(state.inlineError).toBe(scenario.inline);
      expect(state.selected).toEqual(before);
      expect(redirect).not.toHaveBeenCalled();
    });
  }

  it('an exception while saving fails with save_exception', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('create-stripe-checkout-session'))
          return json({ checkoutUrl: 'http://x/cs' });
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await openWith();
    const result = await useExtrasStore
      .getState()
      .checkout({ t, language: 'en', redirect: vi.fn(), guestToken });
    expect(result).toEqual({ status: 'failed', failure: 'save_exception' });
    expect(useExtrasStore.getState().redirecting).toBe(false);
  });

  it('an exception while creating the session fails with session_exception', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await openWith();
    const result = await useExtrasStore
      .getState()
      .checkout({ t, language: 'en', redirect: vi.fn(), guestToken });
    expect(result).toEqual({ status: 'failed', failure: 'session_exception' });
    expect(useExtrasStore.getState().inlineError).toBe('errors.inline.unexpected');
  });

  it('refuses to pay with nothing selected or without a booking id, and sends nothing', async () => {
    const calls = stubServer({});
    await useExtrasStore.getState().open(bookingId, []);
    expect(
      await useExtrasStore.getState().checkout({ t, language: 'en', redirect: vi.fn(), guestToken }),
    ).toEqual({
      status: 'failed',
      failure: 'nothing_selected',
    });
    await useExtrasStore.getState().open(null, []);
    useExtrasStore.setState({ selected: [{ id: 'early_checkin', quantity: 1, details: {} }] });
    expect(
      await useExtrasStore.getState().checkout({ t, language: 'en', redirect: vi.fn(), guestToken }),
    ).toEqual({
      status: 'failed',
      failure: 'missing_booking',
    });
    expect(calls).toEqual([]);
  });

  it('asks for one new lookup when the stay has no guest token, and sends nothing', async () => {
    const calls = stubServer({});
    await openWith();
    const result = await useExtrasStore.getState().checkout({
      t,
      language: 'en',
      redirect: vi.fn(),
      guestToken: null,
    });
    expect(result).toEqual({ status: 'failed', failure: 'find_again' });
    expect(useExtrasStore.getState()).toMatchObject({
      inlineError: 'errors.inline.findAgain',
      redirecting: false,
    });
    expect(useExtrasStore.getState().selected).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});
