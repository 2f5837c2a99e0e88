import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

/**
 * One inquiry, whole (host-inquiries `get`): the screen opens it from the list or from a deep link
 * (`/host/inquiries?id=<id>`, where the new-inquiry notification points), whatever page it is on.
 */
export function useInquiry(id: string | null) {
  return useHostQuery(calls.hostInquiriesGet, { id: id ?? '' }, { enabled: id !== null });
}
