import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Puts an undelivered mail back in line, due now (host-mail-outbox `retry`); the list is read again. */
export function useRetryMail() {
  return useHostMutation(calls.hostMailOutboxRetry, [calls.hostMailOutboxList]);
}
