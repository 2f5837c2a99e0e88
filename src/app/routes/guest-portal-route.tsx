import { lazy, Suspense } from 'react';
import type { BookingDetails } from '../../../supabase/functions/_shared/api-types.ts';
import { GuestPortalPage } from '../../features/guest-portal';
import { InstallHint } from '../../features/pwa';

// The extras section sits below the fold: it loads after the door code has been drawn.
const ExtrasSection = lazy(() =>
  import('../../features/extras').then((module) => ({ default: module.ExtrasSection })),
);

const renderExtras = (booking: BookingDetails, online: boolean) => (
  <Suspense fallback={null}>
    <ExtrasSection booking={booking} online={online} />
  </Suspense>
);

/** /guest-portal: the guest's booking page, with the extras section and the install hint composed in. */
export default function GuestPortalRoute() {
  return <GuestPortalPage renderExtras={renderExtras} installHint={<InstallHint />} />;
}
