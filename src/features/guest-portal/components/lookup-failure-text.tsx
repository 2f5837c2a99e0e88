import { useTranslation } from 'react-i18next';
import type { LookupFailure } from '../store/guest-store';

/** The translated text of a failed lookup; the server's own text only when no translation fits. */
export function LookupFailureText({
  failure,
  context,
}: {
  failure: LookupFailure;
  context: 'find' | 'payment';
}) {
  const { t, i18n } = useTranslation('guest');
  // The server speaks English: its text is shown as is only to English readers.
  const serverText = i18n.language.startsWith('en') && failure.kind === 'server' ? failure.serverText : null;
  switch (failure.kind) {
    case 'notFound':
      return <>{t('findBooking.errors.notFound')}</>;
    case 'rateLimited':
      return <>{t('findBooking.errors.rateLimited')}</>;
    case 'invalid':
      return <>{context === 'find' ? t('findBooking.errors.invalid') : t('payment.loadFailed')}</>;
    case 'offline':
      return <>{t('findBooking.offline')}</>;
    case 'network':
      return <>{context === 'find' ? t('findBooking.toast.error.description') : t('payment.networkError')}</>;
    case 'server':
      return (
        <>
          {serverText ??
            (context === 'find' ? t('findBooking.toast.error.description') : t('payment.loadFailed'))}
        </>
      );
  }
}
