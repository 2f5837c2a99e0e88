import type { ExtrasQueueAnswer } from '@shared/host-api-types-extras.ts';
import { useQuery } from '@tanstack/react-query';
import { callHostFunction, type HostFunctionError } from '@/lib/host-functions';
import { useHostAuthStore } from '../auth/host-auth-store';
import { hostQueryKey } from './use-host-query';

export type {
  ExtraFulfilledAnswer,
  ExtraQueueItem,
  ExtrasQueueAnswer,
} from '@shared/host-api-types-extras.ts';

export type ExtrasQueueView = 'open' | 'fulfilled';

/** How often the open portal reads the queue again (a guest may pay an extra at any moment). */
export const extrasQueuePollMs = 60_000;

/**
 * The team's Extras queue (host-extras `queue`): the paid extras still to fulfil, soonest due first,
 * or the most recently fulfilled ones; with the open count (the sidebar badge reads the open view).
 * Read again whenever a screen shows it and every minute while the portal is open. Idle when
 * `enabled` is false (an owner: the queue is the team's).
 */
export function useExtrasQueue(view: ExtrasQueueView = 'open', enabled = true) {
  const email = useHostAuthStore((state) => state.email);
  const body = { action: 'queue', include: view } as const;
  return useQuery<ExtrasQueueAnswer, HostFunctionError>({
    queryKey: hostQueryKey(email, 'host-extras', body),
    queryFn: ({ signal }) => callHostFunction<ExtrasQueueAnswer>('host-extras', body, signal),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: enabled ? extrasQueuePollMs : false,
  });
}
