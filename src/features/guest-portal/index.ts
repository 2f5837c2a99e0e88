export type { GuestPortalPageProps } from './components/guest-portal-page';
export { GuestPortalPage } from './components/guest-portal-page';
