import { Alert, Box, Button } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { LoadWhenNear } from '@/components/load-when-near';
import { GuestPortalPage, prepareGuestPortalPage } from '@/features/guest-portal';
import { InstallHint } from '@/features/pwa';
import { useMessageDelivery } from '@/lib/message-delivery';
import { CheckInPrefetch } from './check-in-prefetch';
import { renderMessages } from './messages-slot';

// The extras section sits below the fold: its code loads when it nears the viewport (or after a
// few idle seconds), never in the door code's first view.
const loadExtrasSection = () =>
  import('@/features/extras').then((module) => ({ default: module.ExtrasSection }));

const extrasPlaceholder = <Box mih={320} aria-hidden />;

/** The extras' code could not load (offline before the app was cached): the stay above stays usable. */
function ExtrasUnavailable({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('guest');
  return (
    <Alert color="gray" variant="light">
      {t('extrasUnavailable.message')}
      <Button variant="subtle" size="compact-md" ms="xs" onClick={resetErrorBoundary}>
        {t('extrasUnavailable.retry')}
      </Button>
    </Alert>
  );
}

/** The extras section; a code load that failed is tried again, not replayed, on "Try again". */
export function Extras({
  booking,
  online,
  onAccessRefused,
}: {
  booking: BookingDetails;
  online: boolean;
  onAccessRefused?: () => void;
}) {
  const [ExtrasSection, setExtrasSection] = useState(() => lazy(loadExtrasSection));
  return (
    <ErrorBoundary
      FallbackComponent={ExtrasUnavailable}
      onError={console.warn}
      onReset={() => setExtrasSection(() => lazy(loadExtrasSection))}
    >
      <Suspense fallback={extrasPlaceholder}>
        <ExtrasSection booking={booking} online={online} onAccessRefused={onAccessRefused} />
      </Suspense>
    </ErrorBoundary>
  );
}

const renderExtras = (booking: BookingDetails, online: boolean, onAccessRefused: () => void) => (
  <>
    <LoadWhenNear placeholder={extrasPlaceholder} rootMargin="300px">
      <Extras booking={booking} online={online} onAccessRefused={onAccessRefused} />
    </LoadWhenNear>
    <CheckInPrefetch booking={booking} online={online} />
  </>
);

/** Read by the router before the first render: the saved stays and the view they call for. */
export const prepare = prepareGuestPortalPage;

/** /guest-portal: the guest's booking page, with the messages, the extras section and the install hint composed in. */
export default function GuestPortalRoute() {
  // Messages to the host written offline go as the app opens on the stay, and when the connection returns.
  useMessageDelivery();
  return (
    <GuestPortalPage
      renderExtras={renderExtras}
      renderMessages={renderMessages}
      installHint={<InstallHint />}
    />
  );
}
