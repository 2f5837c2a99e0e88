/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * Every call the app may make, with its contract's types (type-only imports: no zod at run time).
 */
import type { CallRef } from './calls';
import type {
  hostExtrasFulfil,
  hostExtrasQueue,
  hostExtrasReopen,
} from '@shared/contracts/host-extras.contract.ts';
import type { hostGuests } from '@shared/contracts/host-guests.contract.ts';

export const calls = {
  hostExtrasFulfil: {
    function: 'host-extras',
    action: 'fulfil',
    name: 'host-extras.fulfil',
    caller: 'team',
  } as CallRef<typeof hostExtrasFulfil, 'host-extras'>,
  hostExtrasQueue: {
    function: 'host-extras',
    action: 'queue',
    name: 'host-extras.queue',
    caller: 'team',
  } as CallRef<typeof hostExtrasQueue, 'host-extras'>,
  hostExtrasReopen: {
    function: 'host-extras',
    action: 'reopen',
    name: 'host-extras.reopen',
    caller: 'team',
  } as CallRef<typeof hostExtrasReopen, 'host-extras'>,
  hostGuests: {
    function: 'host-guests',
    name: 'host-guests',
    caller: 'host',
  } as CallRef<typeof hostGuests, 'host-guests'>,
} as const;
