import { Box } from '@mantine/core';
import type { BookingDetails } from '@shared/api-types.ts';
import { lazy, Suspense } from 'react';
import { LoadWhenNear } from '@/components/load-when-near';
import { GuestPortalPage, prepareGuestPortalPage } from '@/features/guest-portal';
import { InstallHint } from '@/features/pwa';

// The extras section sits below the fold: its code loads when it nears the viewport (or after a
// few idle seconds), never in the door code's first view.
const ExtrasSection = lazy(() =>
  import('@/features/extras').then((module) => ({ default: module.ExtrasSection })),
);

const extrasPlaceholder = <Box mih={320} aria-hidden />;

const renderExtras = (booking: BookingDetails, online: boolean) => (
  <LoadWhenNear placeholder={extrasPlaceholder} rootMargin="300px">
    <Suspense fallback={extrasPlaceholder}>
      <ExtrasSection booking={booking} online={online} />
    </Suspense>
  </LoadWhenNear>
);

/** Read by the router before the first render: the saved stays and the view they call for. */
export const prepare = prepareGuestPortalPage;

/** /guest-portal: the guest's booking page, with the extras section and the install hint composed in. */
export default function GuestPortalRoute() {
  return <GuestPortalPage renderExtras={renderExtras} installHint={<InstallHint />} />;
}
