/**
 * A personal link opened as the app starts (issue 45, `/s/<token>`): the boot loads this module
 * (with the guest store) before the router exists and before the first render, so the stay is asked
 * for alongside the app's own code, and the portal's first view is the stay on its way. The guest
 * portal then shows it as a lookup that found it would (features/guest-portal/store/guest-link-open.ts).
 * Side effect: the server call, through the guest store.
 */
import { openLinkedStay } from '@/features/guest-portal/store/guest-link-open';

/** Puts the store in the link's loading state at once, then asks the server for the stay. */
export function startGuestLinkOpen(token: string): void {
  void openLinkedStay(token);
}
