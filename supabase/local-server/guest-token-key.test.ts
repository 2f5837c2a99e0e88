/**
 * The local guest token secret (issue 41): GUEST_TOKEN_SECRET when set (checked), else one secret
 * made once in DATA_DIR (mode 0600) and read on every later start, with a warning; both keys of
 * `npm start` at once with withLocalKeys.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationKeyFileName,
  guestTokenSecretFileName,
  readLocalEnv,
  serverConfig,
  withGuestTokenSecret,
  withLocalKeys,
} from './config.ts';

describe('the local guest token secret', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rihla-guest-token-key-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a secret once in DATA_DIR, private to its owner, and reads it again on the next start', async () => {
    const first = withGuestTokenSecret(readLocalEnv({ DATA_DIR: dataDir }));
    expect(first.GUEST_TOKEN_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.warnings.join(' ')).toMatch(/GUEST_TOKEN_SECRET is not set/);
    const file = join(dataDir, guestTokenSecretFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.GUEST_TOKEN_SECRET);
    const second = withGuestTokenSecret(readLocalEnv({ DATA_DIR: dataDir }));
    expect(second.GUEST_TOKEN_SECRET).toBe(first.GUEST_TOKEN_SECRET);
    expect(serverConfig(second, 'http://127.0.0.1:4173').guestTokenSecret).toBe(first.GUEST_TOKEN_SECRET);
  });

  it('uses GUEST_TOKEN_SECRET when set, with no file and no warning, and refuses a short one', async () => {
    const secret = 'a-guest-token-secret-of-our-own-0123456789';
    const env = withGuestTokenSecret(
      readLocalEnv({ DATA_DIR: join(dataDir, 'set'), GUEST_TOKEN_SECRET: secret }),
    );
    expect(env.GUEST_TOKEN_SECRET).toBe(secret);
    expect(env.warnings.join(' ')).not.toMatch(/GUEST_TOKEN_SECRET/);
    await expect(stat(join(dataDir, 'set', guestTokenSecretFileName))).rejects.toThrow();
    expect(() => readLocalEnv({ GUEST_TOKEN_SECRET: 'too-short' })).toThrow(/GUEST_TOKEN_SECRET/);
  });

  it('refuses a key file that holds too short a secret, naming the variable to set instead', async () => {
    const dir = join(dataDir, 'short');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, guestTokenSecretFileName), 'short\n');
    expect(() => withGuestTokenSecret(readLocalEnv({ DATA_DIR: dir }))).toThrow(/GUEST_TOKEN_SECRET/);
  });

  it('gives npm start both keys it keeps in DATA_DIR', async () => {
    const dir = join(dataDir, 'both');
    const env = withLocalKeys(readLocalEnv({ DATA_DIR: dir }));
    expect(env.DECLARATION_KEY).toBeTruthy();
    expect(env.GUEST_TOKEN_SECRET).toBeTruthy();
    expect((await stat(join(dir, declarationKeyFileName))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, guestTokenSecretFileName))).mode & 0o777).toBe(0o600);
  });
});
