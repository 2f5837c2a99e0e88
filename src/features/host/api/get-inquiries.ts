import type { InquiriesListAnswer, InquiriesRequest } from '@shared/host-api-types-extras.ts';
import { useLegacyHostQuery } from './use-host-query';

export type {
  InquiriesListAnswer,
  InquiryAnswer,
  InquiryItem,
  InquiryStatus,
} from '@shared/host-api-types-extras.ts';
export { inquiryStatuses } from '@shared/host-api-types-extras.ts';

export type InquiriesListRequest = Extract<InquiriesRequest, { action: 'list' }>;

/**
 * One page of the team's inquiries, of one status, newest first, with the counts per status
 * (host-inquiries `list`). While another status or page loads, the current rows stay on screen.
 * An owner's answer is a 403 `team_only`: the screen says it is the team's.
 */
export function useInquiries(request: InquiriesListRequest) {
  return useLegacyHostQuery<InquiriesListAnswer>('host-inquiries', request, { keepPrevious: true });
}
