/**
 * The photo guide through the real local server: a multipart upload (a 10 MB photo passes the
 * adapter, whose 100 KB cap stays on the JSON functions), the files in DATA_DIR's storage folder,
 * served at Supabase's public path with a year's immutable cache and the security headers, a path
 * outside the bucket refused, and the folder storage's keys checked.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostPropertyPhotos } from '../functions/_shared/host-api-types-properties.ts';
import {
  openSeededDatabase,
  type SeededDatabase,
  testConfig,
  testJwtSecret,
} from '../test-support/databases.ts';
import { accessToken, demoHostIds } from '../test-support/host-tokens.ts';
import { folderStorage, isStorageKey } from './folder-storage.ts';
import { createLocalServer } from './server.ts';

describe('guide photos through the local server', () => {
  let test: SeededDatabase;
  let server: Server;
  let base: string;
  let storageDir: string;
  let token: string;
  let propertyId: string;
  beforeAll(async () => {
    test = await openSeededDatabase('pglite');
    storageDir = await mkdtemp(join(tmpdir(), 'rihla-storage-'));
    server = await createLocalServer({
      db: test.db,
      jwtSecret: testJwtSecret,
      config: testConfig(),
      storageDir,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ids = await demoHostIds(test.db);
    token = await accessToken(ids.owner, { now: new Date() });
    const { rows } = await test.db.query<{ id: string }>(
      "SELECT id FROM properties WHERE name = 'Riad Yasmine'",
    );
    propertyId = rows[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await test?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('takes a 10 MB photo as multipart and serves the made image with long cache headers', {
    timeout: 60_000,
  }, async () => {
    // Noise does not compress: a PNG of random pixels just under 10 MB.
    const side = 1800;
    const pixels = new Uint8Array(side * side * 3);
    crypto.getRandomValues(pixels.subarray(0, 65_536));
    for (let at = 65_536; at < pixels.length; at += 65_536) pixels.copyWithin(at, 0, 65_536);
    const photo = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(9_000_000);
    expect(photo.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const form = new FormData();
    form.append('propertyId', propertyId);
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${base}/functions/v1/host-property-photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as HostPropertyPhotos;
    const added = body.photos.at(-1)!;
    expect(await readdir(join(storageDir, 'guide', propertyId))).toHaveLength(1);

    const image = await fetch(`${base}${added.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1600);
    const thumbnail = await fetch(`${base}${added.thumbnailUrl}`);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(480);
  });

  it('keeps the 100 KB cap on the JSON functions, and answers unknown or foreign storage paths with a JSON 404', async () => {
    const json = await fetch(`${base}/functions/v1/host-properties`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'list', padding: 'x'.repeat(200_000) }),
    });
    expect(json.status).toBe(413);
    for (const path of [
      '/storage/v1/object/public/guide/nothing-here.webp',
      '/storage/v1/object/public/guide/..%2F..%2Fetc%2Fpasswd.webp',
      '/storage/v1/object/public/other/file.webp',
      '/storage/v1/object/guide/x.webp',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/json/);
    }
  });

  it('folder storage accepts only plain keys', async () => {
    expect(isStorageKey('a1b2/c3-d4/e5f6-1600.webp')).toBe(true);
    for (const key of ['../x.webp', 'a/../../b.webp', '/abs.webp', 'A/B.webp', 'a//b.webp', '.hidden', '']) {
      expect(isStorageKey(key), key).toBe(false);
    }
    const storage = folderStorage(storageDir);
    await expect(storage.putObject('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    await storage.putObject('k/one.webp', new Uint8Array([1, 2]), 'image/webp');
    expect(storage.publicUrl('k/one.webp')).toBe('/storage/v1/object/public/guide/k/one.webp');
    await storage.deleteObject('k/one.webp');
    await storage.deleteObject('k/one.webp');
  });
});
