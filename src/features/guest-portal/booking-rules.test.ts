import { describe, expect, it } from 'vitest';
import {
  checkFindForm,
  isValidUrl,
  mapLink,
  readPaymentReturn,
  refreshFailureVerdict,
  walkthroughEmbedUrl,
  wrapIndex,
} from './booking-rules';

describe('isValidUrl', () => {
  it('accepts http and https URLs only', () => {
    expect(isValidUrl('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isValidUrl('http://example.com')).toBe(true);
    expect(isValidUrl('not a url')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('')).toBe(false);
    expect(isValidUrl(null)).toBe(false);
  });
});

describe('mapLink', () => {
  it('builds a maps search URL from the address', () => {
    expect(mapLink(' 12 Derb Sidi Bouloukat, Marrakech ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Derb%20Sidi%20Bouloukat%2C%20Marrakech',
    );
  });
});

describe('walkthroughEmbedUrl', () => {
  it('turns YouTube and Vimeo pages into embeddable players', () => {
    expect(walkthroughEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(walkthroughEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(walkthroughEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(walkthroughEmbedUrl('https://www.youtube-nocookie.com/embed/x')).toBe(
      'https://www.youtube-nocookie.com/embed/x',
    );
  });
});

describe('checkFindForm', () => {
  it('trims the last name and keeps the picked calendar day', () => {
    expect(checkFindForm({ checkInDate: '2026-11-14', lastName: '  benali ' })).toEqual({
      ok: true,
      request: { lastName: 'benali', checkInDate: '2026-11-14' },
    });
  });
  it('refuses a missing date or a blank name', () => {
    expect(checkFindForm({ checkInDate: null, lastName: 'Benali' })).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    expect(checkFindForm({ checkInDate: '2026-11-14', lastName: '   ' })).toEqual({
      ok: false,
      reason: 'incomplete',
    });
  });
});

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe('readPaymentReturn', () => {
  it('reads success with a booking id, and cancel', () => {
    expect(readPaymentReturn('?payment=success&bookingId=abc')).toEqual({
      kind: 'success',
      bookingId: 'abc',
      returnToken: null,
    });
    expect(readPaymentReturn('?payment=success&bookingId=abc&returnToken=eyJ.x.y')).toEqual({
      kind: 'success',
      bookingId: 'abc',
      returnToken: 'eyJ.x.y',
    });
    expect(readPaymentReturn('?payment=cancel&bookingId=abc')).toEqual({ kind: 'cancel', bookingId: 'abc' });
    expect(readPaymentReturn('?payment=success')).toBeNull();
    expect(readPaymentReturn('')).toBeNull();
  });
});

describe('refreshFailureVerdict', () => {
  it('forgets a saved stay only on the function’s own 404 not_found', () => {
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 404, code: 'not_found' })).toBe('forget');
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 404, code: 'NOT_FOUND' })).toBe('keep');
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 404, code: null })).toBe('keep');
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 404 })).toBe('keep');
    for (const status of [400, 429, 500, 503]) {
      expect(refreshFailureVerdict({ ok: false, kind: 'http', status, code: 'not_found' })).toBe('keep');
    }
    expect(refreshFailureVerdict({ ok: false, kind: 'network' })).toBe('keep');
  });

  it('asks for one new lookup on the function’s own 401 guest_token_invalid, and keeps the stay', () => {
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 401, code: 'guest_token_invalid' })).toBe(
      'findAgain',
    );
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 401, code: 'unauthorized' })).toBe(
      'keep',
    );
    expect(refreshFailureVerdict({ ok: false, kind: 'http', status: 403, code: 'guest_token_invalid' })).toBe(
      'keep',
    );
  });
});
