import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverClock } from './test-clock.ts';

const day = 86_400_000;
let folder: string | null = null;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = null;
});

describe('serverClock', () => {
  it('is the real time without a file', () => {
    const before = Date.now();
    const now = serverClock(undefined)().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('moves by the offset written in the file, and again when the file changes', async () => {
    folder = await mkdtemp(join(tmpdir(), 'rihla-clock-'));
    const file = join(folder, 'offset');
    const clock = serverClock(file);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    await writeFile(file, String(4 * day));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(4 * day - 1000);
    await writeFile(file, String(-day));
    // A second write may share the first one's modification time on coarse file systems.
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(clock().getTime() - Date.now()).toBeLessThan(-day + 1000);
  });

  it('treats a file that holds no number as no offset', async () => {
    folder = await mkdtemp(join(tmpdir(), 'rihla-clock-'));
    const file = join(folder, 'offset');
    await writeFile(file, 'tomorrow');
    expect(Math.abs(serverClock(file)().getTime() - Date.now())).toBeLessThan(1000);
  });
});
