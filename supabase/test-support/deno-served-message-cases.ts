/**
 * The Deno-served case of the guest's side of the conversation (issue 44): guest-messages run by
 * Deno from its index.ts. (host-messages is one of deno-served-host-cases.ts's.) Registered inside
 * deno-served.test.ts's describe with `messageServedCases(() => world)`. Side effects: a message on
 * Booking A in the world's database, with its notices and mails in the outbox.
 */
import { expect, it } from 'vitest';
import type { DenoServedWorld } from './deno-served-world.ts';
import { guestTokenOf } from './guest-tokens.ts';

/** The functions these cases cover (deno-served.test.ts lists every function with a Deno entry). */
export const messageFunctionNames = ['guest-messages'];

export function messageServedCases(world: () => DenoServedWorld): void {
  it('guest-messages: 404 without the guest token; with it, a message is sent (201) and in the thread', async () => {
    const bookingId = world().test.benaliId;
    const withoutToken = await world().post('guest-messages', { action: 'list', bookingId });
    expect(withoutToken.status).toBe(404);
    expect(await withoutToken.json()).toMatchObject({ code: 'not_found' });
    const guestToken = await guestTokenOf(world().test.db, bookingId);
    const sent = await world().post('guest-messages', {
      action: 'send',
      bookingId,
      guestToken,
      clientId: crypto.randomUUID(),
      text: 'Served by Deno: where do I park?',
      language: 'en',
    });
    const text = await sent.text();
    expect(sent.status, text).toBe(201);
    const { message } = JSON.parse(text);
    const listed = await world().post('guest-messages', {
      action: 'list',
      bookingId,
      guestToken,
      seen: true,
    });
    expect(listed.status).toBe(200);
    const { messages } = await listed.json();
    expect(messages.at(-1)).toMatchObject({ id: message.id, text: 'Served by Deno: where do I park?' });
    const { rows } = await world().test.db.query('SELECT 1 FROM host_notifications WHERE event_key = $1', [
      `message:${message.id}`,
    ]);
    expect(rows.length).toBeGreaterThan(0);
  });
}
