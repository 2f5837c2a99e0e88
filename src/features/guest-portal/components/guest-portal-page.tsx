import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingDetails as Booking } from '@shared/api-types.ts';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnlineStatus } from '@/lib/network-status';
import {
  firstStayAt,
  firstStayStableUntil,
  savedStaysReadAtStart,
  startReadingSavedStays,
  takeSavedStaysRead,
} from '@/lib/saved-stays';
import { readPaymentReturn } from '../booking-rules';
import { useRefreshWhenBack } from '../hooks/use-refresh-when-back';
import { useGuestStore } from '../store/guest-store';
import { BookingSkeleton } from './booking-skeleton';
import classes from './guest-portal.module.css';
import { OtherStays } from './other-stays';

// The booking view and the find form are chunks of their own: each loads before the first render
// that shows it (index.html's head script preloads the form on a first visit), and the door code's
// first view does not carry the form and its fields.
const BookingDetails = lazyWithPreload(() =>
  import('./booking-details').then((module) => ({ default: module.BookingDetails })),
);
const FindBookingForm = lazyWithPreload(() =>
  import('./find-booking-form').then((module) => ({ default: module.FindBookingForm })),
);
const preloadFindForm = () => FindBookingForm.preload().catch(() => undefined);
const PaymentErrorAlert = lazy(() =>
  import('./payment-alerts').then((module) => ({ default: module.PaymentErrorAlert })),
);

/** Set when `prepareGuestPortalPage` has already set the page up (saved stay or find form) for the first render. */
let openedBeforeFirstRender = false;

/**
 * Before the page first renders: with stays saved on this device, the booking view's code loads
 * while they are read, and the first one is opened, so the first render shows the door code. With
 * none, the find form's code loads and the form is the first render (hydrating the prerendered one).
 */
export async function prepareGuestPortalPage(): Promise<void> {
  // The build's prerender (issue 43): the find form, as a device with no stay saved first renders it.
  if (typeof window === 'undefined') {
    await preloadFindForm();
    return;
  }
  const payment = readPaymentReturn(window.location.search);
  const saved = savedStaysReadAtStart() ?? startReadingSavedStays();
  const openSavedFirst = () => {
    void useGuestStore.getState().init(null, takeSavedStaysRead());
    openedBeforeFirstRender = true;
  };
  // A paid booking is looked up first, by the page.
  if (payment?.kind === 'success') return;
  if (saved.known()?.length === 0) {
    // Nothing saved on this device (a first visit): the find form is the first render. Set in the
    // page's first commit instead, it would be rendered again at once, in one synchronous go. (A
    // cancelled payment is the page's to announce.)
    if (!payment) openSavedFirst();
    await preloadFindForm();
    return;
  }
  const [stays] = await Promise.all([saved.stays, BookingDetails.preload().catch(() => undefined)]);
  if (!stays.length) await preloadFindForm();
  else if (!payment) openSavedFirst();
}

export interface GuestPortalPageProps {
  /**
   * The extras section, composed by the app (features do not import each other); it calls
   * `onAccessRefused` when the server refuses the stay's guest token (the page then asks for one new lookup).
   */
  renderExtras?: (booking: Booking, online: boolean, onAccessRefused: () => void) => ReactNode;
  /** "Message your host" (issue 44), composed by the app, with the same `onAccessRefused`. */
  renderMessages?: (booking: Booking, online: boolean, onAccessRefused: () => void) => ReactNode;
  /** Shown to a guest who has found a booking, e.g. the install hint. */
  installHint?: ReactNode;
}

export function GuestPortalPage({ renderExtras, renderMessages, installHint }: GuestPortalPageProps) {
  const { t } = useTranslation('guest');
  const online = useOnlineStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useGuestStore();
  const started = useRef(false);
  const shownId = state.status === 'found' ? state.booking?.id : undefined;
  // The stay on screen is the one the app opens first: its first view is saved, valid until then.
  const firstViewValidUntil = useMemo(() => {
    const now = Date.now();
    return shownId && firstStayAt(state.stays, now)?.bookingId === shownId
      ? firstStayStableUntil(state.stays, now)
      : null;
  }, [state.stays, shownId]);

  // Back online, or back in view: the saved stay on screen is asked for again in the background.
  useRefreshWhenBack(shownId, state.refresh);

  // A lookup is under way: fetch the booking view's code while the server answers.
  useEffect(() => {
    if (state.status === 'loading') BookingDetails.preload().catch(() => undefined);
  }, [state.status]);

  // Before the first paint: saved stays already read open at once, with no loading view in between.
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    if (openedBeforeFirstRender) {
      openedBeforeFirstRender = false;
      return;
    }
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
    // A paid booking is confirmed once, by the banner above it (no toast over the header).
    void useGuestStore.getState().init(success, takeSavedStaysRead());
  }, [location.pathname, location.search, navigate, t]);

  const waiting = (
    <Center className={classes.waiting} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t('initializing')}</Text>
      </Stack>
    </Center>
  );
  const formWaiting = (
    <Center className={classes.formWaiting} role="status">
      <Loader aria-label={t('initializing')} />
    </Center>
  );
  let content: ReactNode;
  if (state.status === 'initializing') {
    content = waiting;
  } else if (state.status === 'loading' && state.loadingMode === 'payment') {
    content = (
      <Stack gap="md" className={classes.waiting}>
        <Title order={1}>{t('title')}</Title>
        <BookingSkeleton />
      </Stack>
    );
  } else if (state.status === 'paymentError' && state.paymentFailure) {
    content = (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <PaymentErrorAlert failure={state.paymentFailure} />
        <Button
          variant="outline"
          size="md"
          onClick={() => {
            void preloadFindForm();
            state.showFindForm();
          }}
        >
          {t('payment.findInstead')}
        </Button>
      </Stack>
    );
  } else if (state.status === 'found' && state.booking) {
    const booking = state.booking;
    const details = (
      <BookingDetails
        booking={booking}
        online={online}
        updatedAt={state.updatedAt}
        refreshing={state.refreshing}
        photosVersion={state.photosVersion}
        otherStays={state.stays.filter((stay) => stay.bookingId !== booking.id)}
        firstViewValidUntil={firstViewValidUntil}
        showSuccessAlert={state.showSuccessAlert}
        onDismissSuccess={state.dismissSuccess}
        onRemove={() => {
          void state
            .remove(booking.id)
            .then(() => notifications.show({ color: 'mint', message: t('saved.removed') }));
        }}
        onOpenStay={state.openStay}
        onFindAnother={() => {
          void preloadFindForm();
          state.showFindForm();
        }}
        renderExtras={
          renderExtras &&
          ((shown, isOnline) => renderExtras(shown, isOnline, () => void state.accessRefused(shown.id)))
        }
        renderMessages={
          renderMessages &&
          ((shown, isOnline) => renderMessages(shown, isOnline, () => void state.accessRefused(shown.id)))
        }
        installHint={installHint}
        onCodeTime={state.codeTimeReached}
      />
    );
    // A payment return that could not be loaded says so above the stay saved on this device.
    content = state.paymentFailure ? (
      <Stack gap="md">
        <PaymentErrorAlert failure={state.paymentFailure} />
        {details}
      </Stack>
    ) : (
      details
    );
  } else {
    content = (
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Suspense fallback={formWaiting}>
          <FindBookingForm online={online} />
        </Suspense>
        {state.status === 'loading' ? <BookingSkeleton /> : null}
        <OtherStays stays={state.stays} onOpen={state.openStay} />
      </Stack>
    );
  }

  return (
    <Container size="sm" className={classes.page}>
      <Suspense fallback={waiting}>{content}</Suspense>
    </Container>
  );
}
