import type { OutboxAnswer } from '@shared/host-api-types-extras.ts';
import { useLegacyHostQuery } from './use-host-query';

export type { OutboxAnswer, OutboxMailItem } from '@shared/host-api-types-extras.ts';

/** The mails that did not go out: failed, or waiting for a retry (host-mail-outbox `list`, the team's). */
export function useMailOutbox(options: { enabled?: boolean } = {}) {
  return useLegacyHostQuery<OutboxAnswer>('host-mail-outbox', { action: 'list' }, options);
}
