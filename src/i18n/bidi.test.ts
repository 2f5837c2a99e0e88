import { describe, expect, it } from 'vitest';
import { isolate, isolateFor } from './bidi';

describe('bidi isolation', () => {
  it('isolates a Latin run in an Arabic sentence, and leaves other languages’ text as it is', () => {
    expect(isolate('AT 800')).toBe('\u2068AT 800\u2069');
    expect(isolateFor('ar')('14:30')).toBe('\u206814:30\u2069');
    expect(isolateFor('fr')('14:30')).toBe('14:30');
    expect(isolateFor('en')('AT 800')).toBe('AT 800');
  });
});
