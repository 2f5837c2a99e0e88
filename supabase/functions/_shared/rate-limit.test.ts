import { describe, expect, it } from 'vitest';
import { bucketKey } from './rate-limit.ts';

async function webCryptoKey(kind: string, value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${kind}:${value}`));
  return `${kind}:${Buffer.from(digest).toString('hex')}`;
}

describe('rate-limit bucket keys', () => {
  it('are the SHA-256 of kind and value in UTF-8, as before: counters already stored keep counting', async () => {
    const cases: [string, string][] = [
      ['address', '203.0.113.7'],
      ['address', '2001:db8::1'],
      ['name', 'benali|2026-03-12'],
      ['name', 'garcía|2026-03-20'],
      ['name', 'بنعلي|2026-03-12'],
      ['inquiry:2026-03-10', '198.51.100.4'],
      ['name', 'lone \ud800 surrogate'],
      ['name', ''],
    ];
    for (const [kind, value] of cases) {
      expect(await bucketKey(kind, value)).toBe(await webCryptoKey(kind, value));
    }
  });

  it('name nothing in clear: kind, then 64 hex digits', async () => {
    expect(await bucketKey('address', '203.0.113.7')).toMatch(/^address:[0-9a-f]{64}$/);
    expect(await bucketKey('address', '203.0.113.7')).not.toContain('203.0.113.7');
  });
});
