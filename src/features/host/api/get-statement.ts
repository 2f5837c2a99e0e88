import type { CallAnswer } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

/** host-statement's answer (contracts/host-statement.contract.ts): the month's paid stays and extras per owner. */
export type HostStatement = CallAnswer<typeof calls.hostStatement>;
export type StatementOwner = HostStatement['owners'][number];

/** View Payouts: the statement of `month` (YYYY-MM); the month on screen stays while the next one loads. */
export function useStatement(month: string) {
  return useHostQuery(calls.hostStatement, { month }, { keepPrevious: true });
}
