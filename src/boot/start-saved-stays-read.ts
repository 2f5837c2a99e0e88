/**
 * Imported first by main.tsx, so it runs before the rest of the app's code is evaluated (imports run
 * in order): opened on the guest portal, the read of the stays saved on this device (the door code)
 * starts now and overlaps with that work instead of following it. The guest portal takes the read
 * as data (src/lib/saved-stays).
 */
import { routes } from '@/config/routes';
import { startReadingSavedStays } from '@/lib/saved-stays';

if (window.location.pathname.startsWith(routes.guestPortal)) startReadingSavedStays();
