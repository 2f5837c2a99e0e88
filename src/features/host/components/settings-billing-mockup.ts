/** The Billing & Subscription mockup's figures (no billing exists yet: the section says so). */
export const subscription = {
  planKey: 'professional',
  priceUsd: 299,
  renewalDate: '2026-01-15',
} as const;

export const paymentMethod = {
  brand: 'Visa',
  maskedNumber: '•••• •••• •••• 4242',
  expiry: '08/27',
} as const;

/** Descriptions are keys in the host namespace. */
export const invoices = [
  { id: 'inv-2025-01', date: '2025-01-15', description: 'sample.invoices.annual', amount: 299 },
  { id: 'inv-2024-11', date: '2024-11-02', description: 'sample.invoices.photoshoot', amount: 120 },
  { id: 'inv-2024-01', date: '2024-01-15', description: 'sample.invoices.annual', amount: 299 },
] as const;

export const plans = [
  { key: 'starter', priceUsd: 149 },
  { key: 'professional', priceUsd: 299 },
  { key: 'portfolio', priceUsd: 599 },
] as const;
