/**
 * The procedure's two steps for calls that say more than `{ error, code }` or check more before the
 * caller (procedure.ts, contract.ts): a contract's `invalidFieldsFor` adds fields to its 400
 * (submit-host-inquiry's `fields`), and a route's `beforeCaller` refuses before a guest's token is
 * looked at, the guest refusals then worded by the contract when it lists them (guest-checkin).
 * The functions' own tests prove them on both databases; these need no database.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postJson, testConfig, testDeps } from '../../test-support/databases.ts';
import { defineContract } from './contract.ts';
import type { Database } from './database.ts';
import { serve } from './procedure.ts';

const form = defineContract({
  function: 'test-form',
  caller: 'anonymous',
  summary: 'Takes a form.',
  request: z.object({ name: z.string({ error: 'Name is required' }), age: z.number({ error: 'Age?' }) }),
  answer: z.strictObject({ ok: z.boolean() }),
  invalidMessage: 'Send the form.',
  invalidMessageFor: (issues) => issues[0]?.message ?? 'Send the form.',
  invalidFieldsFor: (issues) => ({
    fields: Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])),
  }),
});

const guestCall = (own: boolean) =>
  defineContract({
    function: 'test-guest',
    caller: 'guest',
    summary: 'A guest call.',
    request: z.object({ bookingId: z.string(), guestToken: z.string().optional(), stop: z.boolean() }),
    answer: z.strictObject({ ok: z.boolean() }),
    errors: {
      closed: { status: 503, code: 'closed', message: 'Closed today.' },
      ...(own
        ? {
            notFound: { status: 404, code: 'not_found', message: 'No booking with those details.' },
            notConfigured: { status: 503, code: 'not_configured', message: 'Check-in is not open yet.' },
          }
        : {}),
    },
  });

const deps = testDeps({} as Database);
const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => logs.mockRestore());

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('the procedure’s steps', () => {
  it('adds a contract’s fields to its 400 invalid_request, after error and code', async () => {
    const handler = serve(form, async () => ({ ok: true }));
    const response = await handler(postJson({ age: 'ten' }), deps);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).toBe(
      '{"error":"Name is required","code":"invalid_request","fields":{"name":"Name is required","age":"Age?"}}',
    );
  });

  it('keeps a call without fields at { error, code }', async () => {
    const call = guestCall(false);
    const handler = serve(call, async () => ({ ok: true }));
    expect(await answer(await handler(postJson({ bookingId: 'b' }), deps))).toEqual({
      status: 400,
      body: { error: call.invalidMessage, code: 'invalid_request' },
    });
  });

  it('runs a route’s step before the guest token, refusing by name', async () => {
    const seen: string[] = [];
    const handler = serve(
      guestCall(true),
      async () => {
        seen.push('handler');
        return { ok: true };
      },
      {
        beforeCaller: async ({ body, refuse }) => {
          seen.push('before');
          if (body.stop) refuse('closed', { 'Retry-After': '60' });
        },
      },
    );
    const stopped = await handler(postJson({ bookingId: 'b', stop: true }), deps);
    expect(stopped.headers.get('Retry-After')).toBe('60');
    expect(await answer(stopped)).toEqual({ status: 503, body: { error: 'Closed today.', code: 'closed' } });
    // Then the token: none is the contract's own 404, and the handler never runs.
    expect(await answer(await handler(postJson({ bookingId: 'b', stop: false }), deps))).toEqual({
      status: 404,
      body: { error: 'No booking with those details.', code: 'not_found' },
    });
    expect(seen).toEqual(['before', 'before']);
  });

  it('answers the guest refusals in the contract’s words, or the shared ones', async () => {
    const own = serve(guestCall(true), async () => ({ ok: true }));
    const shared = serve(guestCall(false), async () => ({ ok: true }));
    const body = { bookingId: 'b', guestToken: '', stop: false };
    expect((await answer(await shared(postJson(body), deps))).body).toEqual({
      error: "We couldn't find this booking.",
      code: 'not_found',
    });
    const unconfigured = testDeps({} as Database, { config: testConfig({ guestTokenSecret: undefined }) });
    expect(await answer(await own(postJson(body), unconfigured))).toEqual({
      status: 503,
      body: { error: 'Check-in is not open yet.', code: 'not_configured' },
    });
    expect(await answer(await shared(postJson(body), unconfigured))).toEqual({
      status: 503,
      body: { error: 'This service is not configured yet. Please try again later.', code: 'not_configured' },
    });
  });
});
