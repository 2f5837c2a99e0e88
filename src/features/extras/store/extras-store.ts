/**
 * The extras selection of the booking on screen, the saving and redirecting flags, and the pay
 * path. Every change of the selection is written to the device (src/lib/saved-extras).
 */

import type { AirportTransferDetails, BreakfastDetails, SelectedExtra } from '@shared/api-types.ts';
import type { ExtraId } from '@shared/extras-catalogue.ts';
import { create } from 'zustand';
import type { TextKey } from '@/i18n/text-keys';
import { loadSavedExtras, saveExtrasSelection } from '@/lib/saved-extras';
import { createCheckoutSession, saveBookingExtras } from '../api/extras-api';
import { type CheckoutFailure, failureTexts } from '../rules/checkout-errors';
import { toCheckoutItems, toSavedLines } from '../rules/pricing';
import { addExtra, removeExtra, sanitizeSelection, withoutPaid } from '../rules/selection';
import { applyBreakfast, applyTransfer } from '../rules/transfer';

export type CheckoutResult =
  | { status: 'redirected' }
  | { status: 'busy' }
  | { status: 'failed'; failure: CheckoutFailure };

export interface CheckoutOptions {
  /** Translates catalogue keys (namespace `extras`) for the checkout and saved lines. */
  t: (key: TextKey<'extras'>) => string;
  language: string;
  /** Goes to the checkout page; window.location.assign in the app. */
  redirect: (url: string) => void;
  /** The stay's guest token (issue 41); null when it has none (saved before tokens, or refused). */
  guestToken: string | null;
}

export interface ExtrasState {
  bookingId: string | null;
  selected: SelectedExtra[];
  paid: ExtraId[];
  hydrated: boolean;
  saving: boolean;
  redirecting: boolean;
  /** Key (namespace `extras`) of the inline error under the pay button. */
  inlineError: TextKey<'extras'> | null;
  open: (bookingId: string | null, paid: Iterable<ExtraId>) => Promise<void>;
  syncPaid: (paid: Iterable<ExtraId>) => void;
  add: (id: ExtraId) => void;
  remove: (id: ExtraId) => void;
  saveTransfer: (details: AirportTransferDetails) => void;
  saveBreakfast: (details: BreakfastDetails) => void;
  checkout: (options: CheckoutOptions) => Promise<CheckoutResult>;
  /** The guest came back from the checkout page with the browser's back button. */
  cameBack: () => void;
}

const initialState = {
  bookingId: null,
  selected: [],
  paid: [],
  hydrated: false,
  saving: false,
  redirecting: false,
  inlineError: null,
} satisfies Partial<ExtrasState>;

export const useExtrasStore = create<ExtrasState>()((set, get) => {
  const commit = (selected: SelectedExtra[]) => {
    const { bookingId } = get();
    set({ selected, inlineError: null });
    if (bookingId) void saveExtrasSelection(bookingId, selected);
  };
  const isLocked = (id: ExtraId) => {
    const { paid, hydrated, redirecting } = get();
    return !hydrated || redirecting || paid.includes(id);
  };
  const fail = (failure: CheckoutFailure): CheckoutResult => {
    set({ redirecting: false, saving: false, inlineError: failureTexts[failure].inline });
    return { status: 'failed', failure };
  };

  return {
    ...initialState,

    open: async (bookingId, paidIds) => {
      const paid = [...new Set(paidIds)];
      if (get().bookingId === bookingId && get().hydrated) {
        get().syncPaid(paid);
        return;
      }
      set({ ...initialState, bookingId, paid });
      if (!bookingId) {
        set({ hydrated: true });
        return;
      }
      const stored = sanitizeSelection(await loadSavedExtras(bookingId));
      if (get().bookingId !== bookingId) return;
      const selected = withoutPaid(stored, new Set(get().paid));
      set({ selected, hydrated: true });
      if (selected.length !== stored.length) void saveExtrasSelection(bookingId, selected);
    },

    syncPaid: (paidIds) => {
      const paid = [...new Set(paidIds)];
      const { selected, bookingId } = get();
      const pruned = withoutPaid(selected, new Set(paid));
      set({ paid });
      if (pruned.length !== selected.length) {
        set({ selected: pruned });
        if (bookingId) void saveExtrasSelection(bookingId, pruned);
      }
    },

    add: (id) => {
      if (isLocked(id)) return;
      commit(addExtra(get().selected, id));
    },

    remove: (id) => {
      if (isLocked(id)) return;
      commit(removeExtra(get().selected, id));
    },

    saveTransfer: (details) => {
      if (isLocked('airport_transfer')) return;
      commit(applyTransfer(get().selected, details));
    },

    saveBreakfast: (details) => {
      if (isLocked('breakfast')) return;
      commit(applyBreakfast(get().selected, details));
    },

    checkout: async ({ t, language, redirect, guestToken }) => {
      const { bookingId, selected, redirecting } = get();
      if (redirecting) return { status: 'busy' };
      if (!bookingId) return fail('missing_booking');
      if (selected.length === 0) return fail('nothing_selected');
      // No token, nothing the server would take: one new lookup first.
      if (!guestToken) return fail('find_again');
      set({ redirecting: true, inlineError: null });

      const session = await createCheckoutSession({
        bookingId,
        guestToken,
        items: toCheckoutItems(selected, t),
        selectedExtras: selected,
        locale: language,
      });
      if (!session.ok) return fail(session.failure);

      set({ saving: true });
      const saved = await saveBookingExtras({
        bookingId,
        guestToken,
        selectedExtras: toSavedLines(selected, t),
      });
      set({ saving: false });
      if (!saved.ok) return fail(saved.failure);

      try {
        redirect(session.value);
      } catch {
        return fail('session_exception');
      }
      return { status: 'redirected' };
    },

    cameBack: () => set({ redirecting: false, saving: false }),
  };
});

/** Back to a blank store (tests, and leaving the booking). */
export function resetExtrasStore(): void {
  useExtrasStore.setState({ ...initialState });
}
