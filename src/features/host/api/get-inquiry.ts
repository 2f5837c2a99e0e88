import type { InquiryAnswer } from '@shared/host-api-types-extras.ts';
import { useLegacyHostQuery } from './use-host-query';

/**
 * One inquiry, whole (host-inquiries `get`): the screen opens it from the list or from a deep link
 * (`/host/inquiries?id=<id>`, where the new-inquiry notification points), whatever page it is on.
 */
export function useInquiry(id: string | null) {
  return useLegacyHostQuery<InquiryAnswer>(
    'host-inquiries',
    { action: 'get', id: id ?? '' },
    { enabled: id !== null },
  );
}
