/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * Every call the app may make, with its contract's types (type-only imports: no zod at run time).
 */
import type { createStripeCheckoutSession } from '@shared/contracts/create-stripe-checkout-session.contract.ts';
import type { declarationsPurge } from '@shared/contracts/declarations-purge.contract.ts';
import type { findBookingByDetails } from '@shared/contracts/find-booking-by-details.contract.ts';
import type { hostAnalytics } from '@shared/contracts/host-analytics.contract.ts';
import type { hostBooking } from '@shared/contracts/host-booking.contract.ts';
import type { hostCalendar } from '@shared/contracts/host-calendar.contract.ts';
import type {
  hostCleaningAssign,
  hostCleaningComplete,
  hostCleaningCreate,
  hostCleaningList,
} from '@shared/contracts/host-cleaning.contract.ts';
import type { hostDashboard } from '@shared/contracts/host-dashboard.contract.ts';
import type { hostDeclarations } from '@shared/contracts/host-declarations.contract.ts';
import type {
  hostExtrasFulfil,
  hostExtrasOpenCount,
  hostExtrasQueue,
  hostExtrasReopen,
} from '@shared/contracts/host-extras.contract.ts';
import type { hostGuests } from '@shared/contracts/host-guests.contract.ts';
import type {
  hostIcalFeedsAdd,
  hostIcalFeedsList,
  hostIcalFeedsRegenerateExportToken,
  hostIcalFeedsRemove,
  hostIcalFeedsSyncNow,
} from '@shared/contracts/host-ical-feeds.contract.ts';
import type {
  hostInquiriesGet,
  hostInquiriesList,
  hostInquiriesSetStatus,
} from '@shared/contracts/host-inquiries.contract.ts';
import type { hostMailOutboxList, hostMailOutboxRetry } from '@shared/contracts/host-mail-outbox.contract.ts';
import type {
  hostNotificationsList,
  hostNotificationsMarkAllRead,
  hostNotificationsMarkRead,
} from '@shared/contracts/host-notifications.contract.ts';
import type {
  hostPropertiesCreate,
  hostPropertiesDelete,
  hostPropertiesGet,
  hostPropertiesList,
  hostPropertiesUpdate,
} from '@shared/contracts/host-properties.contract.ts';
import type {
  hostSettingsGet,
  hostSettingsSavePreferences,
  hostSettingsSaveProfile,
} from '@shared/contracts/host-settings.contract.ts';
import type { icalSyncAll } from '@shared/contracts/ical-sync-all.contract.ts';
import type { mailOutboxDeliver } from '@shared/contracts/mail-outbox-deliver.contract.ts';
import type { saveBookingExtras } from '@shared/contracts/save-booking-extras.contract.ts';
import type { CallRef } from './calls';

export const calls = {
  createStripeCheckoutSession: {
    function: 'create-stripe-checkout-session',
    name: 'create-stripe-checkout-session',
    caller: 'guest',
  } as CallRef<typeof createStripeCheckoutSession, 'create-stripe-checkout-session'>,
  declarationsPurge: {
    function: 'declarations-purge',
    name: 'declarations-purge',
    caller: 'scheduler',
  } as CallRef<typeof declarationsPurge, 'declarations-purge'>,
  findBookingByDetails: {
    function: 'find-booking-by-details',
    name: 'find-booking-by-details',
    caller: 'anonymous',
  } as CallRef<typeof findBookingByDetails, 'find-booking-by-details'>,
  hostAnalytics: {
    function: 'host-analytics',
    name: 'host-analytics',
    caller: 'host',
  } as CallRef<typeof hostAnalytics, 'host-analytics'>,
  hostBooking: {
    function: 'host-booking',
    name: 'host-booking',
    caller: 'host',
  } as CallRef<typeof hostBooking, 'host-booking'>,
  hostCalendar: {
    function: 'host-calendar',
    name: 'host-calendar',
    caller: 'host',
  } as CallRef<typeof hostCalendar, 'host-calendar'>,
  hostCleaningAssign: {
    function: 'host-cleaning',
    action: 'assign',
    name: 'host-cleaning.assign',
    caller: 'host',
  } as CallRef<typeof hostCleaningAssign, 'host-cleaning'>,
  hostCleaningComplete: {
    function: 'host-cleaning',
    action: 'complete',
    name: 'host-cleaning.complete',
    caller: 'host',
  } as CallRef<typeof hostCleaningComplete, 'host-cleaning'>,
  hostCleaningCreate: {
    function: 'host-cleaning',
    action: 'create',
    name: 'host-cleaning.create',
    caller: 'host',
  } as CallRef<typeof hostCleaningCreate, 'host-cleaning'>,
  hostCleaningList: {
    function: 'host-cleaning',
    action: 'list',
    name: 'host-cleaning.list',
    caller: 'host',
  } as CallRef<typeof hostCleaningList, 'host-cleaning'>,
  hostDashboard: {
    function: 'host-dashboard',
    name: 'host-dashboard',
    caller: 'host',
  } as CallRef<typeof hostDashboard, 'host-dashboard'>,
  hostDeclarations: {
    function: 'host-declarations',
    name: 'host-declarations',
    caller: 'host',
  } as CallRef<typeof hostDeclarations, 'host-declarations'>,
  hostExtrasFulfil: {
    function: 'host-extras',
    action: 'fulfil',
    name: 'host-extras.fulfil',
    caller: 'team',
  } as CallRef<typeof hostExtrasFulfil, 'host-extras'>,
  hostExtrasOpenCount: {
    function: 'host-extras',
    action: 'openCount',
    name: 'host-extras.openCount',
    caller: 'team',
  } as CallRef<typeof hostExtrasOpenCount, 'host-extras'>,
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
  hostIcalFeedsAdd: {
    function: 'host-ical-feeds',
    action: 'add',
    name: 'host-ical-feeds.add',
    caller: 'host',
  } as CallRef<typeof hostIcalFeedsAdd, 'host-ical-feeds'>,
  hostIcalFeedsList: {
    function: 'host-ical-feeds',
    action: 'list',
    name: 'host-ical-feeds.list',
    caller: 'host',
  } as CallRef<typeof hostIcalFeedsList, 'host-ical-feeds'>,
  hostIcalFeedsRegenerateExportToken: {
    function: 'host-ical-feeds',
    action: 'regenerateExportToken',
    name: 'host-ical-feeds.regenerateExportToken',
    caller: 'host',
  } as CallRef<typeof hostIcalFeedsRegenerateExportToken, 'host-ical-feeds'>,
  hostIcalFeedsRemove: {
    function: 'host-ical-feeds',
    action: 'remove',
    name: 'host-ical-feeds.remove',
    caller: 'host',
  } as CallRef<typeof hostIcalFeedsRemove, 'host-ical-feeds'>,
  hostIcalFeedsSyncNow: {
    function: 'host-ical-feeds',
    action: 'syncNow',
    name: 'host-ical-feeds.syncNow',
    caller: 'host',
  } as CallRef<typeof hostIcalFeedsSyncNow, 'host-ical-feeds'>,
  hostInquiriesGet: {
    function: 'host-inquiries',
    action: 'get',
    name: 'host-inquiries.get',
    caller: 'team',
  } as CallRef<typeof hostInquiriesGet, 'host-inquiries'>,
  hostInquiriesList: {
    function: 'host-inquiries',
    action: 'list',
    name: 'host-inquiries.list',
    caller: 'team',
  } as CallRef<typeof hostInquiriesList, 'host-inquiries'>,
  hostInquiriesSetStatus: {
    function: 'host-inquiries',
    action: 'setStatus',
    name: 'host-inquiries.setStatus',
    caller: 'team',
  } as CallRef<typeof hostInquiriesSetStatus, 'host-inquiries'>,
  hostMailOutboxList: {
    function: 'host-mail-outbox',
    action: 'list',
    name: 'host-mail-outbox.list',
    caller: 'team',
  } as CallRef<typeof hostMailOutboxList, 'host-mail-outbox'>,
  hostMailOutboxRetry: {
    function: 'host-mail-outbox',
    action: 'retry',
    name: 'host-mail-outbox.retry',
    caller: 'team',
  } as CallRef<typeof hostMailOutboxRetry, 'host-mail-outbox'>,
  hostNotificationsList: {
    function: 'host-notifications',
    action: 'list',
    name: 'host-notifications.list',
    caller: 'host',
  } as CallRef<typeof hostNotificationsList, 'host-notifications'>,
  hostNotificationsMarkAllRead: {
    function: 'host-notifications',
    action: 'markAllRead',
    name: 'host-notifications.markAllRead',
    caller: 'host',
  } as CallRef<typeof hostNotificationsMarkAllRead, 'host-notifications'>,
  hostNotificationsMarkRead: {
    function: 'host-notifications',
    action: 'markRead',
    name: 'host-notifications.markRead',
    caller: 'host',
  } as CallRef<typeof hostNotificationsMarkRead, 'host-notifications'>,
  hostPropertiesCreate: {
    function: 'host-properties',
    action: 'create',
    name: 'host-properties.create',
    caller: 'host',
  } as CallRef<typeof hostPropertiesCreate, 'host-properties'>,
  hostPropertiesDelete: {
    function: 'host-properties',
    action: 'delete',
    name: 'host-properties.delete',
    caller: 'host',
  } as CallRef<typeof hostPropertiesDelete, 'host-properties'>,
  hostPropertiesGet: {
    function: 'host-properties',
    action: 'get',
    name: 'host-properties.get',
    caller: 'host',
  } as CallRef<typeof hostPropertiesGet, 'host-properties'>,
  hostPropertiesList: {
    function: 'host-properties',
    action: 'list',
    name: 'host-properties.list',
    caller: 'host',
  } as CallRef<typeof hostPropertiesList, 'host-properties'>,
  hostPropertiesUpdate: {
    function: 'host-properties',
    action: 'update',
    name: 'host-properties.update',
    caller: 'host',
  } as CallRef<typeof hostPropertiesUpdate, 'host-properties'>,
  hostSettingsGet: {
    function: 'host-settings',
    action: 'get',
    name: 'host-settings.get',
    caller: 'host',
  } as CallRef<typeof hostSettingsGet, 'host-settings'>,
  hostSettingsSavePreferences: {
    function: 'host-settings',
    action: 'savePreferences',
    name: 'host-settings.savePreferences',
    caller: 'host',
  } as CallRef<typeof hostSettingsSavePreferences, 'host-settings'>,
  hostSettingsSaveProfile: {
    function: 'host-settings',
    action: 'saveProfile',
    name: 'host-settings.saveProfile',
    caller: 'host',
  } as CallRef<typeof hostSettingsSaveProfile, 'host-settings'>,
  icalSyncAll: {
    function: 'ical-sync-all',
    name: 'ical-sync-all',
    caller: 'scheduler',
  } as CallRef<typeof icalSyncAll, 'ical-sync-all'>,
  mailOutboxDeliver: {
    function: 'mail-outbox-deliver',
    name: 'mail-outbox-deliver',
    caller: 'scheduler',
  } as CallRef<typeof mailOutboxDeliver, 'mail-outbox-deliver'>,
  saveBookingExtras: {
    function: 'save-booking-extras',
    name: 'save-booking-extras',
    caller: 'guest',
  } as CallRef<typeof saveBookingExtras, 'save-booking-extras'>,
} as const;
