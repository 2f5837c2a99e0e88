import { describe, expect, it } from 'vitest';
import {
  countryName,
  declarationErrorKey,
  declarationsFilter,
  downloadBlock,
  gapFormsText,
  isDay,
} from './declarations-view';

describe('declarationsFilter', () => {
  it('defaults to today in Morocco, not in the tablet’s zone, and all properties', () => {
    // 23:30 UTC on 9 July is already 10 July in Casablanca (UTC+1).
    const now = new Date('2026-07-09T23:30:00Z');
    expect(declarationsFilter(new URLSearchParams(), now, 'Africa/Casablanca')).toEqual({
      date: '2026-07-10',
      propertyId: null,
    });
  });

  it('takes the day and property of its address, ignoring a day that does not exist', () => {
    const now = new Date('2026-07-09T10:00:00Z');
    expect(
      declarationsFilter(new URLSearchParams('date=2026-08-01&property=p-1'), now, 'Africa/Casablanca'),
    ).toEqual({ date: '2026-08-01', propertyId: 'p-1' });
    expect(declarationsFilter(new URLSearchParams('date=2026-02-30'), now, 'Africa/Casablanca').date).toBe(
      '2026-07-09',
    );
  });

  it('knows a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-7-1')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('downloadBlock', () => {
  it('lets the host download only with somebody to declare and a connection', () => {
    expect(downloadBlock({ guests: 2, online: true })).toBeNull();
    expect(downloadBlock({ guests: 0, online: true })).toBe('nobody');
    expect(downloadBlock({ guests: 2, online: false })).toBe('offline');
    expect(downloadBlock({ guests: null, online: true })).toBe('loading');
  });
});

describe('declarationErrorKey', () => {
  it('explains the missing key, a refused day, a PDF past its limits, and downloads without a connection', () => {
    expect(declarationErrorKey({ kind: 'server', code: 'not_configured' })).toBe(
      'declarations.errors.notConfigured',
    );
    expect(declarationErrorKey({ kind: 'refused', code: 'invalid_request' })).toBe(
      'declarations.errors.invalidRequest',
    );
    // The PDF past its time or memory limit, or too many at once (503 with Retry-After).
    expect(declarationErrorKey({ kind: 'server', code: 'pdf_unavailable' }, true)).toBe(
      'declarations.errors.pdfUnavailable',
    );
    expect(declarationErrorKey({ kind: 'network', code: null }, true)).toBe(
      'declarations.errors.downloadOffline',
    );
    expect(declarationErrorKey({ kind: 'server', code: null }, true)).toBe(
      'declarations.errors.downloadFailed',
    );
    expect(declarationErrorKey({ kind: 'network', code: null })).toBe('live.networkFailed');
    expect(declarationErrorKey({ kind: 'signed-out', code: 'unauthorized' }, true)).toBe('live.signedOut');
    expect(declarationErrorKey({ kind: 'not-found', code: 'not_found' }, true)).toBe('live.notFound');
  });
});

describe('countryName and gapFormsText', () => {
  it('names a country in the host’s language', () => {
    expect(countryName('MA', 'en')).toBe('Morocco');
    expect(countryName('FR', 'fr')).toBe('France');
  });

  it('says how many of the declared adults’ forms are in', () => {
    expect(gapFormsText({ adults: null, received: 0 })).toEqual({ key: 'declarations.missing.noForms' });
    expect(gapFormsText({ adults: 2, received: 1 })).toEqual({
      key: 'declarations.missing.forms',
      values: { received: 1, count: 2 },
    });
  });
});
