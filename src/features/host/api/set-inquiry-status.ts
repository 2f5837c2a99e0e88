import type { InquiryAnswer, InquiryStatus } from '@shared/host-api-types-extras.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Moves an inquiry along: Mark contacted, Close, Reopen (host-inquiries `setStatus`); the list and counts follow. */
export function useSetInquiryStatus() {
  return useLegacyHostMutation<{ action: 'setStatus'; id: string; status: InquiryStatus }, InquiryAnswer>(
    'host-inquiries',
    ['host-inquiries'],
  );
}
