export type { GuestPortalPageProps } from './components/guest-portal-page';
export { GuestPortalPage, prepareGuestPortalPage } from './components/guest-portal-page';
