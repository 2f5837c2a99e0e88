import type { BookingDetails } from '../../../supabase/functions/_shared/api-types.ts';
import { ExtrasSection } from '../../features/extras';
import { GuestPortalPage } from '../../features/guest-portal';
import { InstallHint } from '../../features/pwa';

const renderExtras = (booking: BookingDetails, online: boolean) => (
  <ExtrasSection booking={booking} online={online} />
);

/** /guest-portal: the guest's booking page, with the extras section and the install hint composed in. */
export default function GuestPortalRoute() {
  return <GuestPortalPage renderExtras={renderExtras} installHint={<InstallHint />} />;
}
