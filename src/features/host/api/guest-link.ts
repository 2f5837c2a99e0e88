import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';
import { useHostQuery } from './use-host-query';

export type GuestLinkLanguage = 'en' | 'fr' | 'es' | 'ar';

/** The booking's personal link with its ready message (host-guest-link `get`; made the first time). */
export function useGuestLink(bookingId: string, language: GuestLinkLanguage, enabled: boolean) {
  return useHostQuery(calls.hostGuestLinkGet, { bookingId, language }, { enabled });
}

/** New link (host-guest-link `renew`): the old one dead at once; the link is read again. */
export function useRenewGuestLink() {
  return useHostMutation(calls.hostGuestLinkRenew, [calls.hostGuestLinkGet]);
}

/** Send by e-mail (host-guest-link `email`): queued in the mail outbox. */
export function useEmailGuestLink() {
  return useHostMutation(calls.hostGuestLinkEmail, []);
}
