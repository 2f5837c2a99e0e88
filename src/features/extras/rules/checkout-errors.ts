/** The payment path's failures (spec section 8): each shows a destructive toast, some an inline text. */
import type { TextKey } from '@/i18n/text-keys';
export type CheckoutFailure =
  | 'missing_booking'
  | 'nothing_selected'
  | 'offline'
  | 'session_error'
  | 'no_checkout_url'
  | 'session_exception'
  | 'save_error'
  | 'save_no_client_secret'
  | 'save_exception'
  /** The server refused the stay's guest token, or the stay has none (issue 41): one new lookup. */
  | 'find_again';

export interface FailureTexts {
  /** Keys in the `extras` namespace. */
  toastTitle: TextKey<'extras'>;
  toastMessage: TextKey<'extras'>;
  inline: TextKey<'extras'> | null;
}

export const failureTexts: Record<CheckoutFailure, FailureTexts> = {
  missing_booking: {
    toastTitle: 'errors.missingBooking.title',
    toastMessage: 'errors.missingBooking.message',
    inline: null,
  },
  nothing_selected: {
    toastTitle: 'errors.nothingSelected.title',
    toastMessage: 'errors.nothingSelected.message',
    inline: null,
  },
  offline: {
    toastTitle: 'errors.offline.title',
    toastMessage: 'errors.offline.message',
    inline: null,
  },
  session_error: {
    toastTitle: 'errors.paymentSetup.title',
    toastMessage: 'errors.paymentSetup.messageLater',
    inline: 'errors.inline.sessionFailed',
  },
  no_checkout_url: {
    toastTitle: 'errors.paymentSetup.title',
    toastMessage: 'errors.paymentSetup.messageLater',
    inline: 'errors.inline.noCheckoutUrl',
  },
  session_exception: {
    toastTitle: 'errors.processing.title',
    toastMessage: 'errors.processing.message',
    inline: 'errors.inline.unexpected',
  },
  save_error: {
    toastTitle: 'errors.saving.title',
    toastMessage: 'errors.saving.message',
    inline: null,
  },
  save_no_client_secret: {
    toastTitle: 'errors.paymentSetup.title',
    toastMessage: 'errors.paymentSetup.message',
    inline: null,
  },
  save_exception: {
    toastTitle: 'errors.saving.title',
    toastMessage: 'errors.saving.unexpected',
    inline: null,
  },
  find_again: {
    toastTitle: 'errors.findAgain.title',
    toastMessage: 'errors.findAgain.message',
    inline: 'errors.inline.findAgain',
  },
};
