import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type { OutboxAnswer, OutboxMailItem } from '@shared/host-api-types-extras.ts';

/** The mails that did not go out: failed, or waiting for a retry (host-mail-outbox `list`, the team's). */
export function useMailOutbox(options: { enabled?: boolean } = {}) {
  return useHostQuery(calls.hostMailOutboxList, {}, options);
}
