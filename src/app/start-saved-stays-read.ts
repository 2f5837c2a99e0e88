/**
 * Imported first by main.tsx, so it runs before the rest of the app's code is evaluated (imports run
 * in order): opened on /guest-portal with stays saved on this device, the IndexedDB read for the door
 * code starts now and overlaps with that work instead of following it.
 */
import { routes } from '../config/routes';
import { hasSavedStays } from '../lib/saved-stays-flag';
import { readStaysAtStart } from '../lib/stays-at-start';

if (window.location.pathname.startsWith(routes.guestPortal) && hasSavedStays()) {
  void readStaysAtStart();
}
