import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LookupFailure } from '../store/guest-store';

/** The title of a failed find, one per cause (a miss is not a connection error). */
export function lookupFailureTitle(failure: LookupFailure, t: TFunction<'guest'>): string {
  switch (failure.kind) {
    case 'incomplete':
      return t('findBooking.toast.incomplete.title');
    case 'notFound':
      return t('findBooking.toast.error.title');
    case 'rateLimited':
      return t('findBooking.errors.rateLimitedTitle');
    case 'invalid':
      return t('findBooking.errors.invalidTitle');
    case 'offline':
      return t('findBooking.offlineTitle');
    case 'network':
    case 'server':
      return t('findBooking.connectionError');
    case 'findAgain':
      return t('findAgain.title');
  }
}

/** Whole minutes until the server lets this try again (at least one). */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

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
    case 'incomplete':
      return <>{t('findBooking.toast.incomplete.description')}</>;
    case 'notFound':
      return <>{t('findBooking.errors.notFound')}</>;
    case 'rateLimited':
      if (!failure.retryAfterSeconds) return <>{t('findBooking.errors.rateLimited')}</>;
      return (
        <>
          {failure.limit === 'nameAndDate'
            ? t('findBooking.errors.rateLimitedNameIn', { count: minutesToWait(failure.retryAfterSeconds) })
            : t('findBooking.errors.rateLimitedIn', { count: minutesToWait(failure.retryAfterSeconds) })}
        </>
      );
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
    case 'findAgain':
      return <>{t('findAgain.payment')}</>;
  }
}
