import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BookingDetails as Booking } from '../../../../supabase/functions/_shared/api-types.ts';
import { useOnlineStatus } from '../../../lib/network-status';
import { readPaymentReturn } from '../booking-rules';
import { useGuestStore } from '../store/guest-store';
import { BookingDetails } from './booking-details';
import { BookingSkeleton } from './booking-skeleton';
import { FindBookingForm } from './find-booking-form';
import classes from './guest-portal.module.css';
import { LookupFailureText } from './lookup-failure-text';
import { OtherStays } from './other-stays';

export interface GuestPortalPageProps {
  /** The extras section, composed by the app (features do not import each other). */
  renderExtras?: (booking: Booking, online: boolean) => ReactNode;
  /** Shown to a guest who has found a booking, e.g. the install hint. */
  installHint?: ReactNode;
}

export function GuestPortalPage({ renderExtras, installHint }: GuestPortalPageProps) {
  const { t } = useTranslation('guest');
  const online = useOnlineStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useGuestStore();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const payment = readPaymentReturn(location.search);
    if (payment) navigate({ pathname: location.pathname, search: '' }, { replace: true });
    if (payment?.kind === 'cancel') {
      notifications.show({
        color: 'red',
        title: t('payment.cancelToast.title'),
        message: t('payment.cancelToast.description'),
      });
    }
    const success = payment?.kind === 'success' ? payment : null;
    void useGuestStore
      .getState()
      .init(success)
      .then(() => {
        if (success && useGuestStore.getState().status === 'found') {
          notifications.show({
            color: 'mint',
            title: t('payment.successToast.title'),
            message: t('payment.successToast.description'),
          });
        }
      });
  }, [location.pathname, location.search, navigate, t]);

  let content: ReactNode;
  if (state.status === 'initializing') {
    content = (
      <Center mih="40vh" role="status">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">{t('initializing')}</Text>
        </Stack>
      </Center>
    );
  } else if (state.status === 'loading' && state.loadingMode === 'payment') {
    content = (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <BookingSkeleton />
      </Stack>
    );
  } else if (state.status === 'paymentError' && state.paymentFailure) {
    content = (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} />}
          title={t('payment.errorTitle')}
        >
          <LookupFailureText failure={state.paymentFailure} context="payment" />
        </Alert>
        <Button variant="outline" size="md" onClick={state.showFindForm}>
          {t('payment.findInstead')}
        </Button>
      </Stack>
    );
  } else if (state.status === 'found' && state.booking) {
    const booking = state.booking;
    content = (
      <BookingDetails
        booking={booking}
        online={online}
        updatedAt={state.updatedAt}
        refreshing={state.refreshing}
        photosVersion={state.photosVersion}
        otherStays={state.stays.filter((stay) => stay.bookingId !== booking.id)}
        showSuccessAlert={state.showSuccessAlert}
        onDismissSuccess={state.dismissSuccess}
        onRemove={() => {
          void state
            .remove(booking.id)
            .then(() => notifications.show({ color: 'mint', message: t('saved.removed') }));
        }}
        onOpenStay={state.openStay}
        onFindAnother={state.showFindForm}
        renderExtras={renderExtras}
        installHint={installHint}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <FindBookingForm online={online} />
        {state.status === 'loading' ? <BookingSkeleton /> : null}
        <OtherStays stays={state.stays} onOpen={state.openStay} />
      </Stack>
    );
  }

  return (
    <Container size="sm" className={classes.page}>
      {content}
    </Container>
  );
}
