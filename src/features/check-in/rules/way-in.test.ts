import { describe, expect, it } from 'vitest';
import { completeTextContext } from './way-in';

describe('completeTextContext', () => {
  it('promises a code only for a smart lock or a key box, and the host at the door when they meet the guests', () => {
    expect(completeTextContext('smart_lock')).toBeUndefined();
    expect(completeTextContext('key_box')).toBe('keyBox');
    expect(completeTextContext('host_meets')).toBe('hostMeets');
  });

  it('reads a stay saved before the way in existed as a smart lock', () => {
    expect(completeTextContext(undefined)).toBeUndefined();
  });
});
