/**
 * host-property-photos served by Deno, for deno-served.test.ts: an upload made into WebP by sharp
 * under Deno and stored through the Storage stand-in, and the same function where sharp cannot
 * load (no native addons, as on Supabase's runtime): uploads 503, captions still served.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { messages } from '../functions/host-property-photos/messages.ts';
import type { DenoServedWorld } from './deno-served-world.ts';

export function photoServedCases(world: () => DenoServedWorld, riad: () => string): void {
  const upload = async (url: string, headers: Record<string, string>) => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#be5a28' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('propertyId', riad());
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'door.jpg');
    return fetch(url, { method: 'POST', headers, body: form });
  };
  let photoId = '';

  it('host-property-photos: an upload made into WebP with sharp under Deno and stored (201)', async () => {
    const url = (world().served.get('host-property-photos') as { url: string }).url;
    const response = await upload(url, await world().bearer(world().ids.owner));
    const text = await response.text();
    expect(response.status, text).toBe(201);
    const photo = (JSON.parse(text) as { photos: { id: string; url: string; width: number }[] }).photos.at(
      -1,
    )!;
    expect(photo).toMatchObject({
      url: expect.stringContaining(`${world().storage.url}/storage/v1/object/public/guide/`),
      width: 800,
    });
    photoId = photo.id;
    const [first] = world().storage.objects.values();
    expect(new TextDecoder().decode(first!.slice(8, 12))).toBe('WEBP');
    expect(world().storage.calls[0]?.authorization).toBe('Bearer service-role-key-deno-served');
    expect((await upload(url, { Authorization: 'Bearer not-a-jwt' })).status).toBe(401);
  });

  it('host-property-photos where sharp cannot load (no native addons, as on Supabase): uploads 503, the rest served', async () => {
    const noFfi = ['--allow-net', '--allow-env', '--allow-read', '--allow-sys'];
    const served = await world().startAnother('host-property-photos', {}, noFfi);
    const owner = await world().bearer(world().ids.owner);
    const caption = () =>
      fetch(served.url, {
        method: 'POST',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'caption', photoId, caption: 'The blue door' }),
      });
    expect((await caption()).status).toBe(200);
    const refused = await upload(served.url, owner);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: messages.imagesUnavailable, code: 'not_configured' });
    expect(served.output()).toContain('[host-property-photos] photos cannot be processed here');
    expect((await caption()).status).toBe(200);
    await served.stop();
  });
}
