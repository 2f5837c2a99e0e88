import { describe, expect, it } from 'vitest';
import { readLocale } from '@/test/render';
import { bespokeServices, comparisonFeatures, faqKeys } from './pricing';

describe('site data (spec sections 3 and 9)', () => {
  it('compares 10 features; Essential lacks maintenance, layout and licensing and has limited reporting', () => {
    expect(comparisonFeatures).toHaveLength(10);
    expect(comparisonFeatures.every((feature) => feature.premium === 'included')).toBe(true);
    const essential = Object.fromEntries(
      comparisonFeatures.map((feature) => [feature.key, feature.essential]),
    );
    expect(Object.entries(essential).filter(([, value]) => value !== 'included')).toEqual([
      ['reporting', 'limited'],
      ['maintenance', 'notIncluded'],
      ['layout', 'notIncluded'],
      ['licensing', 'notIncluded'],
    ]);
  });

  it('has three bespoke services and six FAQ entries, each with texts', () => {
    expect(bespokeServices).toHaveLength(3);
    expect(faqKeys).toHaveLength(6);
    const pricing = (readLocale('en', 'site') as { pricing: { faq: { items: Record<string, unknown> } } })
      .pricing;
    expect(Object.keys(pricing.faq.items)).toEqual([...faqKeys]);
  });
});
