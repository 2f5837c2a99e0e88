/**
 * The extras catalogue and its prices: the single source of truth. The server prices every order
 * from it; the UI imports it for display only.
 */
export type ExtraId =
  | 'airport_transfer'
  | 'early_checkin'
  | 'late_checkout'
  | 'breakfast'
  | 'universal_adaptor'
  | 'airport_transfer_return';

export type ExtraIcon = 'plane' | 'sunrise' | 'moon' | 'coffee' | 'plug' | 'plane-return';

export interface Extra {
  id: ExtraId;
  /** Translation keys (namespace `extras`). */
  nameKey: string;
  descriptionKey: string;
  /** Major units (euros). */
  price: number;
  /** What the price is for, when it is not one per stay (translation key, namespace `extras`). */
  priceUnitKey?: string;
  currency: 'EUR';
  /** True where a details dialog must be filled before the extra is selected. */
  requiresInput: boolean;
  inputLabel: null;
  icon: ExtraIcon;
  /** Derived extras are never chosen directly: airport_transfer_return follows airport_transfer. */
  derivedFrom?: ExtraId;
}

export const extrasCatalogue: readonly Extra[] = [
  {
    id: 'airport_transfer',
    nameKey: 'catalogue.airport_transfer.name',
    descriptionKey: 'catalogue.airport_transfer.description',
    price: 30,
    currency: 'EUR',
    requiresInput: true,
    inputLabel: null,
    icon: 'plane',
  },
  {
    id: 'early_checkin',
    nameKey: 'catalogue.early_checkin.name',
    descriptionKey: 'catalogue.early_checkin.description',
    price: 10,
    currency: 'EUR',
    requiresInput: false,
    inputLabel: null,
    icon: 'sunrise',
  },
  {
    id: 'late_checkout',
    nameKey: 'catalogue.late_checkout.name',
    descriptionKey: 'catalogue.late_checkout.description',
    price: 10,
    currency: 'EUR',
    requiresInput: false,
    inputLabel: null,
    icon: 'moon',
  },
  {
    id: 'breakfast',
    nameKey: 'catalogue.breakfast.name',
    descriptionKey: 'catalogue.breakfast.description',
    price: 7,
    priceUnitKey: 'catalogue.breakfast.unit',
    currency: 'EUR',
    requiresInput: true,
    inputLabel: null,
    icon: 'coffee',
  },
  {
    id: 'universal_adaptor',
    nameKey: 'catalogue.universal_adaptor.name',
    descriptionKey: 'catalogue.universal_adaptor.description',
    price: 5,
    currency: 'EUR',
    requiresInput: false,
    inputLabel: null,
    icon: 'plug',
  },
  {
    id: 'airport_transfer_return',
    nameKey: 'catalogue.airport_transfer_return.name',
    descriptionKey: 'catalogue.airport_transfer_return.description',
    price: 15,
    currency: 'EUR',
    requiresInput: false,
    inputLabel: null,
    icon: 'plane-return',
    derivedFrom: 'airport_transfer',
  },
];

export const extraIds = extrasCatalogue.map((extra) => extra.id);

export function findExtra(id: string): Extra | undefined {
  return extrasCatalogue.find((extra) => extra.id === id);
}

/** Minor units for Stripe: price x 100, rounded. */
export function toMinorUnits(price: number): number {
  return Math.round(price * 100);
}

export const breakfastTimes = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00'] as const;
export const defaultBreakfastTime = '08:00';
export const guestCountOptions = ['1', '2', '3', '4'] as const;
