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

/** host */
export const hostNotificationsList = 'host-notifications.list' as CallRef<
  typeof hostNotificationsListContract,
  'host-notifications'
>;
/** host */
export const hostNotificationsMarkAllRead = 'host-notifications.markAllRead' as CallRef<
  typeof hostNotificationsMarkAllReadContract,
  'host-notifications'
>;
/** host */
export const hostNotificationsMarkRead = 'host-notifications.markRead' as CallRef<
  typeof hostNotificationsMarkReadContract,
  'host-notifications'
>;
