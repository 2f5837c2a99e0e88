import type { CheckoutLineItem, SavedExtraLine, SelectedExtra } from '@shared/api-types.ts';
import { findExtra, toMinorUnits } from '@shared/extras-catalogue.ts';
import { extraDescriptionKey, extraNameKey } from '@/i18n/extra-texts';
import type { TextKey } from '@/i18n/text-keys';

type Translate = (key: TextKey<'extras'>) => string;

/** Major units (EUR) of the whole selection. */
export function selectionTotal(selection: readonly SelectedExtra[]): number {
  const cents = selection.reduce(
    (sum, line) => sum + toMinorUnits(findExtra(line.id)?.price ?? 0) * line.quantity,
    0,
  );
  return cents / 100;
}

export function lineTotal(line: SelectedExtra): number {
  return (toMinorUnits(findExtra(line.id)?.price ?? 0) * line.quantity) / 100;
}

/** Checkout lines: price x 100 rounded, lowercase currency, names in the guest's language. */
export function toCheckoutItems(selection: readonly SelectedExtra[], t: Translate): CheckoutLineItem[] {
  return selection.flatMap((line) => {
    const extra = findExtra(line.id);
    if (!extra) return [];
    return [
      {
        name: t(extraNameKey(extra.id)),
        description: t(extraDescriptionKey(extra.id)),
        amount: toMinorUnits(extra.price),
        currency: extra.currency.toLowerCase(),
        quantity: line.quantity,
      },
    ];
  });
}

/** The save-booking-extras payload lines. */
export function toSavedLines(selection: readonly SelectedExtra[], t: Translate): SavedExtraLine[] {
  return selection.flatMap((line) => {
    const extra = findExtra(line.id);
    if (!extra) return [];
    return [
      {
        id: extra.id,
        name: t(extraNameKey(extra.id)),
        quantity: line.quantity,
        price: extra.price,
        currency: extra.currency,
        details: { ...line.details },
      },
    ];
  });
}
