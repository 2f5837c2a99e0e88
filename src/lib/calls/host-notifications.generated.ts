/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-notifications, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostNotificationsList as hostNotificationsListContract,
  hostNotificationsMarkAllRead as hostNotificationsMarkAllReadContract,
  hostNotificationsMarkRead as hostNotificationsMarkReadContract,
} from '@shared/contracts/host-notifications.contract.ts';
import type { CallRef } from '../calls';

/** host-notifications.list (host) */
export const hostNotificationsList = { function: 'host-notifications', action: 'list' } as CallRef<
  typeof hostNotificationsListContract,
  'host-notifications'
>;
/** host-notifications.markAllRead (host) */
export const hostNotificationsMarkAllRead = {
  function: 'host-notifications',
  action: 'markAllRead',
} as CallRef<typeof hostNotificationsMarkAllReadContract, 'host-notifications'>;
/** host-notifications.markRead (host) */
export const hostNotificationsMarkRead = { function: 'host-notifications', action: 'markRead' } as CallRef<
  typeof hostNotificationsMarkReadContract,
  'host-notifications'
>;
