import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

/** How often the open portal reads the queue and its count again (a guest may pay an extra at any moment). */
export const extrasQueuePollMs = 60_000;

/**
 * The sidebar's count beside Extras (host-extras `openCount`): the paid extras still to fulfil, read
 * every minute while the portal is open, without the queue's lines. A fulfilment reads it again.
 */
export function useOpenExtrasCount() {
  return useHostQuery(calls.hostExtrasOpenCount, {}, { pollMs: extrasQueuePollMs });
}
