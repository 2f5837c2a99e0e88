/** The pricing page's plan comparison and FAQ (spec section 9): 10 features, 3 bespoke services, 6 questions. */
export type Availability = 'included' | 'notIncluded' | 'limited';

type ComparisonFeature =
  | 'listing'
  | 'photos'
  | 'pricing'
  | 'messaging'
  | 'access'
  | 'cleaning'
  | 'reporting'
  | 'maintenance'
  | 'layout'
  | 'licensing';

export const comparisonFeatures: readonly {
  key: ComparisonFeature;
  essential: Availability;
  premium: Availability;
}[] = [
  { key: 'listing', essential: 'included', premium: 'included' },
  { key: 'photos', essential: 'included', premium: 'included' },
  { key: 'pricing', essential: 'included', premium: 'included' },
  { key: 'messaging', essential: 'included', premium: 'included' },
  { key: 'access', essential: 'included', premium: 'included' },
  { key: 'cleaning', essential: 'included', premium: 'included' },
  { key: 'reporting', essential: 'limited', premium: 'included' },
  { key: 'maintenance', essential: 'notIncluded', premium: 'included' },
  { key: 'layout', essential: 'notIncluded', premium: 'included' },
  { key: 'licensing', essential: 'notIncluded', premium: 'included' },
];

export const bespokeServices = ['design', 'renovation', 'concierge'] as const;

export const faqKeys = ['commission', 'payouts', 'ownUse', 'switch', 'damage', 'cities'] as const;
