/** Samples of the Account Settings mockup. */
export interface HostProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PaymentMethod {
  brand: string;
  maskedNumber: string;
  expiry: string;
}

export interface Invoice {
  id: string;
  date: string;
  /** Key in the host namespace. */
  description: string;
  amount: number;
}

export type NotificationPreferenceKey =
  | 'email-bookings'
  | 'email-messages'
  | 'email-checkin'
  | 'email-reviews'
  | 'email-marketing'
  | 'sms-bookings'
  | 'sms-urgent'
  | 'sms-checkin';

export const hostProfile: HostProfile = {
  firstName: 'Amina',
  lastName: 'Tazi',
  email: 'host@rihla.example',
  phone: '+212 661 234 567',
};

export const subscription = {
  planKey: 'professional',
  priceUsd: 299,
  renewalDate: '2026-01-15',
} as const;

export const paymentMethod: PaymentMethod = {
  brand: 'Visa',
  maskedNumber: '•••• •••• •••• 4242',
  expiry: '08/27',
};

export const invoices: Invoice[] = [
  { id: 'inv-2025-01', date: '2025-01-15', description: 'sample.invoices.annual', amount: 299 },
  { id: 'inv-2024-11', date: '2024-11-02', description: 'sample.invoices.photoshoot', amount: 120 },
  { id: 'inv-2024-01', date: '2024-01-15', description: 'sample.invoices.annual', amount: 299 },
];

export const emailPreferences: { key: NotificationPreferenceKey; defaultOn: boolean }[] = [
  { key: 'email-bookings', defaultOn: true },
  { key: 'email-messages', defaultOn: true },
  { key: 'email-checkin', defaultOn: true },
  { key: 'email-reviews', defaultOn: true },
  { key: 'email-marketing', defaultOn: false },
];

export const smsPreferences: { key: NotificationPreferenceKey; defaultOn: boolean }[] = [
  { key: 'sms-bookings', defaultOn: true },
  { key: 'sms-urgent', defaultOn: true },
  { key: 'sms-checkin', defaultOn: false },
];

export const plans = [
  { key: 'starter', priceUsd: 149 },
  { key: 'professional', priceUsd: 299 },
  { key: 'portfolio', priceUsd: 599 },
] as const;
