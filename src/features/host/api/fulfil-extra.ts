import type { ExtraFulfilledAnswer } from '@shared/host-api-types-extras.ts';
import { useHostMutation } from './use-host-mutation';

export type FulfilExtraRequest = { action: 'fulfil'; lineId: string } | { action: 'reopen'; lineId: string };

/**
 * Mark fulfilled, and its Undo (host-extras `fulfil` / `reopen`). The queue and View Details are read
 * again after: both show who fulfilled the line and when.
 */
export function useFulfilExtra() {
  return useHostMutation<FulfilExtraRequest, ExtraFulfilledAnswer>('host-extras', [
    'host-extras',
    'host-booking',
  ]);
}
