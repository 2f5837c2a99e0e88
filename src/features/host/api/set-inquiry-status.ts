import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Moves an inquiry along: Mark contacted, Close, Reopen (host-inquiries `setStatus`); the list and counts follow. */
export function useSetInquiryStatus() {
  return useHostMutation(calls.hostInquiriesSetStatus, [calls.hostInquiriesList]);
}
