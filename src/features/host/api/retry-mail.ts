import type { OutboxRetriedAnswer } from '@shared/host-api-types-extras.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Puts an undelivered mail back in line, due now (host-mail-outbox `retry`); the list is read again. */
export function useRetryMail() {
  return useLegacyHostMutation<{ action: 'retry'; id: string }, OutboxRetriedAnswer>('host-mail-outbox', [
    'host-mail-outbox',
  ]);
}
