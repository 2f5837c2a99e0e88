import { Button, Stack, Title } from '@mantine/core';
import type { BookingDetails as Booking } from '@shared/api-types.ts';
import { IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/components/use-after-first-paint';
import type { SavedStay } from '@/lib/saved-stays';
import { arrivalOf } from '../arrival-rules';
import { isValidUrl } from '../booking-rules';
import { needsNewLookup } from '../guest-access-rules';
import { useArrivalClock } from '../hooks/use-arrival-clock';
import { useFirstViewSnapshot } from '../hooks/use-first-view-snapshot';
import { useGuidePhotos } from '../hooks/use-guide-photos';
import { houseRulesFor } from '../house-rules';
import { photoCaptionsFor } from '../photo-captions';
import { useStayChanges } from '../store/stay-change-store';
import { ArrivalCard } from './arrival-card';
import { CheckInCard } from './check-in-card';
import { FindAgainNotice } from './find-again-notice';
import { GuideCarousel } from './guide-carousel';
import { HouseRulesCard } from './house-rules-card';
import { LockCodeCard } from './lock-code-card';
import { OtherStays } from './other-stays';
import { PropertyCard } from './property-card';
import { ResourcesCard } from './resources-card';
import { SavedStayBar } from './saved-stay-bar';
import { StayContact } from './stay-contact';
import { StayLinks } from './stay-links';
import { WalkthroughEmbed } from './walkthrough-embed';
import { WifiCard } from './wifi-card';

// Only when the host changed something since the stay was saved: not in the door code's first load.
const StayChangeNoticeCard = lazy(() =>
  import('./stay-change-notice').then((module) => ({ default: module.StayChangeNoticeCard })),
);
// After a payment return only (the page's Suspense holds the view until it is there: no shift).
const PaymentSuccessAlert = lazy(() =>
  import('./payment-alerts').then((module) => ({ default: module.PaymentSuccessAlert })),
);

export interface BookingDetailsProps {
  booking: Booking;
  online: boolean;
  updatedAt: number | null;
  refreshing: boolean;
  photosVersion: number;
  otherStays: SavedStay[];
  /** For the stay the app opens first: until when it does (its first view is then saved); else null. */
  firstViewValidUntil: number | null;
  showSuccessAlert: boolean;
  onDismissSuccess: () => void;
  onRemove: () => void;
  onOpenStay: (bookingId: string) => void;
  onFindAnother: () => void;
  renderExtras?: (booking: Booking, online: boolean) => ReactNode;
  /** "Message your host" (issue 44), composed by the app; after the way in and the house rules. */
  renderMessages?: (booking: Booking, online: boolean) => ReactNode;
  installHint?: ReactNode;
  /** The door code's release or expiry time came while the stay was on screen. */
  onCodeTime?: (bookingId: string) => void;
}

/**
 * The booking in the spec's order: title, success alert, property, lock, guide, wifi, video,
 * resources, extras, links; the install offer (not in the spec) right after the lock; the
 * host's house rules, when there are any, after the way in (guide, wifi, video), then the messages
 * (issue 44), before the resources.
 * The online check-in (issue 31) comes before the way in while the door code waits for it, else
 * right after the way in (and the install offer).
 */
export function BookingDetails(props: BookingDetailsProps) {
  const { booking } = props;
  const { t, i18n } = useTranslation('guest');
  const savedPhotos = useGuidePhotos(booking.id, booking.propertyImageUrls, props.photosVersion);
  const captions = photoCaptionsFor(booking, i18n.language);
  const photos = savedPhotos.map((photo, index) => ({ ...photo, caption: captions.captions[index] ?? '' }));
  // The door code paints first; the guide, wifi, video and the rest follow in the next frames, and
  // so do the formatted dates (a fresh page's first date format starts ICU: ~100 ms on a slow phone).
  const showRest = useAfterFirstPaint();
  useFirstViewSnapshot({ booking, validUntil: props.firstViewValidUntil, painted: showRest });
  const { onCodeTime } = props;
  const codeTimeReached = useCallback(() => onCodeTime?.(booking.id), [onCodeTime, booking.id]);
  const now = useArrivalClock(booking, codeTimeReached);
  const arrival = arrivalOf(booking, now);
  const houseRules = houseRulesFor(booking, i18n.language);
  const changeNotice = useStayChanges((state) => state.notices[booking.id]);
  const dismissChange = useStayChanges((state) => state.dismiss);
  const contact = <StayContact booking={booking} />;
  const checkIn =
    booking.checkIn && arrival.kind !== 'codeExpired' ? (
      <CheckInCard bookingId={booking.id} checkIn={booking.checkIn} />
    ) : null;
  const checkInFirst = arrival.kind === 'codeWaiting' && arrival.needsCheckIn;
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {props.showSuccessAlert ? <PaymentSuccessAlert onClose={props.onDismissSuccess} /> : null}
      <SavedStayBar
        updatedAt={props.updatedAt}
        refreshing={props.refreshing}
        onRemove={props.onRemove}
        showTime={showRest}
      />
      <PropertyCard booking={booking} showDates={showRest} />
      {checkInFirst ? checkIn : null}
      {arrival.kind === 'code' ? (
        <LockCodeCard
          key={`lock-${booking.id}`}
          code={arrival.code}
          backupCode={arrival.backupCode}
          keyBox={arrival.keyBox}
          booking={booking}
          contact={contact}
        />
      ) : (
        <ArrivalCard arrival={arrival} now={now}>
          {contact}
        </ArrivalCard>
      )}
      {/* Right below the door code: what the host changed since the stay was saved (issue 43). */}
      {changeNotice ? (
        <Suspense fallback={null}>
          <StayChangeNoticeCard notice={changeNotice} onDismiss={() => dismissChange(booking.id)} />
        </Suspense>
      ) : null}
      {/* Below the door code (and out of its saved first view): no token, one new lookup refreshes the stay. */}
      {needsNewLookup(booking) ? <FindAgainNotice onFind={props.onFindAnother} /> : null}
      {/* Below the door code: offered when the browser says so, it must not push the code down. */}
      {props.installHint}
      {showRest ? (
        <>
          {checkInFirst ? null : checkIn}
          {photos.length > 0 ? <GuideCarousel photos={photos} untranslated={captions.untranslated} /> : null}
          {booking.wifiNetwork || booking.wifiPassword ? (
            <WifiCard
              key={`wifi-${booking.id}`}
              network={booking.wifiNetwork}
              password={booking.wifiPassword}
            />
          ) : null}
          {isValidUrl(booking.walkthrough) ? (
            <WalkthroughEmbed url={booking.walkthrough} online={props.online} hasGuide={photos.length > 0} />
          ) : null}
          {houseRules ? (
            <HouseRulesCard rules={houseRules.rules} untranslated={houseRules.untranslated} />
          ) : null}
          {props.renderMessages?.(booking, props.online)}
          <ResourcesCard booking={booking} />
          {props.renderExtras?.(booking, props.online)}
          <StayLinks recommendations={booking.localRecommendations} />
          <OtherStays stays={props.otherStays} onOpen={props.onOpenStay} />
          <Button
            variant="outline"
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            onClick={props.onFindAnother}
          >
            {t('saved.findAnother')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
