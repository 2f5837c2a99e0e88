import * as calls from '@/lib/calls.generated';
import { extrasQueuePollMs } from './get-extras-queue';
import { useHostQuery } from './use-host-query';

/**
 * The sidebar's count beside Extras (host-extras `openCount`): the paid extras still to fulfil, read
 * every minute while the portal is open, without the queue's lines. A fulfilment reads it again.
 */
export function useOpenExtrasCount() {
  return useHostQuery(calls.hostExtrasOpenCount, {}, { pollMs: extrasQueuePollMs });
}
