/**
 * Delivers host inquiries kept on the device (written offline on /work-with-us) from whatever page
 * the visitor is on: at start and whenever the connection returns. The outbox code (and IndexedDB)
 * loads only when the hint says something is waiting.
 */
import i18next from 'i18next';
import { useEffect } from 'react';
import { hasPendingInquiries } from '../lib/pending-inquiries-flag';

async function announceDelivered() {
  const [{ notifications }] = await Promise.all([
    import('./notifications-host'),
    i18next.loadNamespaces('site'),
  ]);
  notifications.show({
    color: 'mint',
    title: i18next.t('workWithUs.result.deliveredTitle', { ns: 'site' }),
    message: i18next.t('workWithUs.result.deliveredText', { ns: 'site' }),
    autoClose: 8000,
  });
}

export function useInquiryDelivery(): void {
  useEffect(() => {
    let cancelled = false;
    const deliver = () => {
      if (!hasPendingInquiries() || !navigator.onLine) return;
      void import('../lib/inquiry-outbox').then(async ({ flushInquiryOutbox }) => {
        if (cancelled) return;
        const delivered = await flushInquiryOutbox().catch(() => 0);
        if (delivered > 0 && !cancelled) await announceDelivered();
      });
    };
    deliver();
    window.addEventListener('online', deliver);
    return () => {
      cancelled = true;
      window.removeEventListener('online', deliver);
    };
  }, []);
}
