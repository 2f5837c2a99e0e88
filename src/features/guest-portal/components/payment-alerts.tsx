import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LookupFailure } from '../store/guest-store';
import { LookupFailureText } from './lookup-failure-text';

// Only after a payment return: lazy loaded, so the saved-stay view does not carry them.

/** "Payment successful!" above the booking after a payment return. */
export function PaymentSuccessAlert({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('guest');
  return (
    <Alert
      color="mint"
      variant="light"
      icon={<IconCircleCheck size={22} />}
      title={t('payment.successAlert.title')}
      withCloseButton
      closeButtonLabel={t('payment.successAlert.close')}
      onClose={onClose}
    >
      {t('payment.successAlert.description')}
    </Alert>
  );
}

/** The error box of a payment return whose booking could not be loaded. */
export function PaymentErrorAlert({ failure }: { failure: LookupFailure }) {
  const { t } = useTranslation('guest');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={t('payment.errorTitle')}
    >
      <LookupFailureText failure={failure} context="payment" />
    </Alert>
  );
}
