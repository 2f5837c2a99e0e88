import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/**
 * Sends the host's reply to a booking's guest (host-messages `reply`, 201). The same `clientId` on a
 * retry is answered with the first message, never a second one. The thread, the list and the unread
 * count are read again.
 */
export function useReplyToGuest() {
  return useHostMutation(calls.hostMessagesReply, [calls.hostMessagesThread]);
}
