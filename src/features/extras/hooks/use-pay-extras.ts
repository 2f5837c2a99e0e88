/**
 * The pay button's action: runs the store's checkout (with the stay's guest token) and shows the
 * spec's destructive toasts; a refused token is told to the stay view (`onAccessRefused`).
 */
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '@/i18n/languages';
import { type CheckoutFailure, failureTexts } from '../rules/checkout-errors';
import { useExtrasStore } from '../store/extras-store';

export function useShowFailure() {
  const { t } = useTranslation('extras', { useSuspense: false });
  return useCallback(
    (failure: CheckoutFailure) => {
      const texts = failureTexts[failure];
      notifications.show({
        id: `extras-${failure}`,
        color: 'red',
        title: t(texts.toastTitle),
        message: t(texts.toastMessage),
      });
    },
    [t],
  );
}

export function usePayExtras(
  online: boolean,
  redirect: (url: string) => void = (url) => window.location.assign(url),
  access: { guestToken: string | null; onAccessRefused?: () => void } = { guestToken: null },
) {
  const { t, i18n } = useTranslation('extras', { useSuspense: false });
  const checkout = useExtrasStore((state) => state.checkout);
  const showFailure = useShowFailure();
  return useCallback(async () => {
    if (!online) {
      showFailure('offline');
      return;
    }
    const { guestToken, onAccessRefused } = access;
    const result = await checkout({
      t: (key) => t(key),
      language: toLanguageCode(i18n.language),
      redirect,
      guestToken,
    });
    if (result.status !== 'failed') return;
    showFailure(result.failure);
    // The stay view asks for one new lookup too.
    if (result.failure === 'find_again' && guestToken) onAccessRefused?.();
  }, [online, checkout, t, i18n.language, redirect, showFailure, access]);
}
