/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of guest-messages, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  guestMessagesList as guestMessagesListContract,
  guestMessagesSend as guestMessagesSendContract,
} from '@shared/contracts/guest-messages.contract.ts';
import type { CallRef } from '../calls';

/** guest */
export const guestMessagesList = 'guest-messages.list' as CallRef<
  typeof guestMessagesListContract,
  'guest-messages'
>;
/** guest */
export const guestMessagesSend = 'guest-messages.send' as CallRef<
  typeof guestMessagesSendContract,
  'guest-messages'
>;
