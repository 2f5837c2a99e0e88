import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** What a fulfilment changes: the queue and View Details (both show who fulfilled the line and when). */
const fulfilmentInvalidates = [calls.hostExtrasQueue, calls.hostBooking];

/** Mark fulfilled (host-extras `fulfil`). */
export function useFulfilExtra() {
  return useHostMutation(calls.hostExtrasFulfil, fulfilmentInvalidates);
}

/** Undo a fulfilment (host-extras `reopen`). */
export function useReopenExtra() {
  return useHostMutation(calls.hostExtrasReopen, fulfilmentInvalidates);
}
