import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

const t = ((key: string) =>
  ({ 'pageTitles.hostLogin': 'Host Login', 'hostSections.calendar': 'Calendar' })[key] ??
  key) as unknown as TFunction;

describe('documentTitle', () => {
  it('is the app name, a dash and the page name', () => {
    expect(documentTitle([undefined, { titleKey: 'pageTitles.hostLogin' }], t)).toBe('Rihla - Host Login');
  });
  it('names a host section from its segment', () => {
    expect(documentTitle([{}, { hostSection: 'calendar' }], t)).toBe('Rihla - Calendar');
  });
  it('is just the app name where no route names a page', () => {
    expect(documentTitle([undefined, {}], t)).toBe('Rihla');
  });
});
