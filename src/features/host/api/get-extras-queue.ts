import * as calls from '@/lib/calls.generated';
import { extrasQueuePollMs } from './get-open-extras-count';
import { useHostQuery } from './use-host-query';

export type {
  ExtraFulfilledAnswer,
  ExtraQueueItem,
  ExtrasQueueAnswer,
} from '@shared/host-api-types-extras.ts';

export type ExtrasQueueView = 'open' | 'fulfilled';

export { extrasQueuePollMs } from './get-open-extras-count';

/**
 * The team's Extras queue (host-extras `queue`): the paid extras still to fulfil, soonest due first,
 * or the most recently fulfilled ones; with the open count (the sidebar badge reads the open view).
 * Read again whenever a screen shows it and every minute while the portal is open. Idle when
 * `enabled` is false (an owner: the queue is the team's).
 */
export function useExtrasQueue(view: ExtrasQueueView = 'open', enabled = true) {
  return useHostQuery(
    calls.hostExtrasQueue,
    { include: view },
    { enabled, always: true, pollMs: extrasQueuePollMs },
  );
}
