import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two names, upper case', () => {
    expect(initials('Amina Benali')).toBe('AB');
    expect(initials('maría  josé garcía')).toBe('MJ');
    expect(initials('Youssef')).toBe('Y');
    expect(initials('')).toBe('');
  });
});
