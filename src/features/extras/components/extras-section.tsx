import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { findExtra } from '@shared/extras-catalogue.ts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { usePayExtras } from '../hooks/use-pay-extras';
import { choosableExtras, findSelected, paidExtraIds } from '../rules/selection';
import { toBreakfastDetails, toTransferDetails } from '../rules/transfer';
import { useExtrasStore } from '../store/extras-store';
import { ExtraCard } from './extra-card';
import classes from './extras.module.css';
import { ExtrasSummary } from './extras-summary';
import { PaidExtras } from './paid-extras';

// The dialogs and their checks (zod, the time field) load when the guest opens one, not on first view.
const TransferDialog = lazy(() => import('./transfer-dialog'));
const BreakfastDialog = lazy(() => import('./breakfast-dialog'));

export interface ExtrasSectionProps {
  booking: BookingDetails;
  online: boolean;
  /** Where the pay path sends the browser; the real navigation unless a test says otherwise. */
  redirect?: (url: string) => void;
  /** The server refused the stay's guest token: the stay view asks for one new lookup. */
  onAccessRefused?: () => void;
}

type OpenDialog = 'airport_transfer' | 'breakfast' | null;

export function ExtrasSection({ booking, online, redirect, onAccessRefused }: ExtrasSectionProps) {
  // No suspense: a late namespace must not blank (and re-reveal) the whole booking view.
  const { t, i18n, ready: textsReady } = useTranslation('extras', { useSuspense: false });
  const language = i18n.language;
  const bookingId = booking.bookingId || booking.id || null;
  const paid = useMemo(() => paidExtraIds(booking.booking_extras ?? []), [booking.booking_extras]);
  const paidKey = [...paid].sort().join(',');

  const selected = useExtrasStore((state) => state.selected);
  const hydrated = useExtrasStore((state) => state.hydrated);
  const redirecting = useExtrasStore((state) => state.redirecting);
  const inlineError = useExtrasStore((state) => state.inlineError);
  const storeBookingId = useExtrasStore((state) => state.bookingId);
  const { open, syncPaid, add, remove, saveTransfer, saveBreakfast } = useExtrasStore.getState();
  const guestToken = booking.guestAccess?.token || null;
  const access = useMemo(() => ({ guestToken, onAccessRefused }), [guestToken, onAccessRefused]);
  const pay = usePayExtras(online, redirect, access);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paidKey stands for the paid set.
  useEffect(() => {
    void open(bookingId, paid);
  }, [bookingId, open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paidKey stands for the paid set.
  useEffect(() => {
    if (hydrated) syncPaid(paid);
  }, [paidKey, hydrated, syncPaid]);

  // Back from the checkout page through the browser's cache: the page must not stay "redirecting".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) useExtrasStore.getState().cameBack();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const ready = hydrated && storeBookingId === bookingId;
  const lines = ready ? selected : [];
  const transferLine = findSelected(lines, 'airport_transfer');
  const breakfastLine = findSelected(lines, 'breakfast');
  const transferInitial = useMemo(() => toTransferDetails(transferLine?.details), [transferLine]);
  const stay = useMemo(
    () => ({ checkInDate: booking.checkInDate, checkOutDate: booking.checkOutDate }),
    [booking.checkInDate, booking.checkOutDate],
  );
  const breakfastInitial = useMemo(
    () => toBreakfastDetails(breakfastLine?.details, stay, booking.checkIn?.maxGuests ?? null),
    [breakfastLine, stay, booking.checkIn?.maxGuests],
  );
  const paidRecord = (id: string) =>
    booking.booking_extras?.find((record) => record.extra_id === id && record.payment_status === 'paid');
  const returnPrice = formatMoney(findExtra('airport_transfer_return')?.price ?? 0, 'EUR', language);

  if (!textsReady) {
    return <Skeleton height={320} radius="lg" data-testid="extras-loading" />;
  }

  return (
    <Stack
      component="section"
      aria-labelledby="extras-title"
      gap="md"
      className={classes.scope}
      data-testid="extras-section"
    >
      <div>
        <Title order={2} id="extras-title">
          {t('section.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('section.subtitle')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {choosableExtras.map((extra) => {
          const isPaid = paid.has(extra.id);
          const withDialog = extra.id === 'airport_transfer' || extra.id === 'breakfast';
          return (
            <ExtraCard
              key={extra.id}
              extra={extra}
              line={findSelected(lines, extra.id)}
              paid={isPaid}
              paidRecord={paidRecord(extra.id)}
              language={language}
              price={formatMoney(extra.price, 'EUR', language)}
              disabled={!ready || redirecting}
              returnLeg={
                extra.id === 'airport_transfer'
                  ? {
                      selected: Boolean(findSelected(lines, 'airport_transfer_return')),
                      paid: paid.has('airport_transfer_return'),
                      price: returnPrice,
                    }
                  : undefined
              }
              onAdd={() => (withDialog ? setDialog(extra.id as OpenDialog) : add(extra.id))}
              onRemove={() => remove(extra.id)}
              onEdit={withDialog ? () => setDialog(extra.id as OpenDialog) : undefined}
            />
          );
        })}
      </SimpleGrid>
      <PaidExtras records={booking.booking_extras ?? []} language={language} />
      <ExtrasSummary
        selected={lines}
        language={language}
        online={online}
        redirecting={redirecting}
        canPay={ready && Boolean(bookingId) && lines.length > 0}
        inlineError={inlineError}
        onPay={() => void pay()}
      />
      <Suspense fallback={null}>
        {dialog === 'airport_transfer' ? (
          <TransferDialog
            opened
            initial={transferInitial}
            stay={stay}
            language={language}
            returnPrice={returnPrice}
            onCancel={() => setDialog(null)}
            onConfirm={(details) => {
              saveTransfer(details);
              setDialog(null);
            }}
          />
        ) : null}
        {dialog === 'breakfast' ? (
          <BreakfastDialog
            opened
            initial={breakfastInitial}
            stay={stay}
            language={language}
            onCancel={() => setDialog(null)}
            onConfirm={(details) => {
              saveBreakfast(details);
              setDialog(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
