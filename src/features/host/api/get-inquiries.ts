import type { InquiriesListRequest } from '@shared/host-api-types-extras.ts';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  InquiriesListAnswer,
  InquiriesListRequest,
  InquiryAnswer,
  InquiryItem,
  InquiryStatus,
} from '@shared/host-api-types-extras.ts';
export { inquiryStatuses } from '@shared/host-api-types-extras.ts';

/**
 * One page of the team's inquiries, of one status, newest first, with the counts per status
 * (host-inquiries `list`). While another status or page loads, the current rows stay on screen.
 * An owner's answer is a 403 `team_only`: the screen says it is the team's.
 */
export function useInquiries(request: InquiriesListRequest) {
  return useHostQuery(calls.hostInquiriesList, request, { keepPrevious: true });
}
