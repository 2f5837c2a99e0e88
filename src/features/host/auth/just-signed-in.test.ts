import { afterEach, describe, expect, it } from 'vitest';
import { forgetJustSignedIn, isJustSignedIn, markJustSignedIn } from './just-signed-in';

describe('just signed in', () => {
  afterEach(forgetJustSignedIn);

  it('is false until a sign-in, true after it, and false once forgotten', () => {
    expect(isJustSignedIn()).toBe(false);
    markJustSignedIn();
    expect(isJustSignedIn()).toBe(true);
    forgetJustSignedIn();
    expect(isJustSignedIn()).toBe(false);
  });

  it('lasts a minute at most, so a dashboard opened much later offers nothing', () => {
    markJustSignedIn(1_000);
    expect(isJustSignedIn(60_999)).toBe(true);
    expect(isJustSignedIn(61_000)).toBe(false);
  });
});
