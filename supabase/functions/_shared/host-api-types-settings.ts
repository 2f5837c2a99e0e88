/**
 * The request and answer shapes of the Notifications and Settings screens' host functions
 * (`host-notifications`, `host-settings`), shared by the handlers and the client. Pure: types and
 * plain constants only (the client imports this file).
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type {
  hostNotificationsList,
  hostNotificationsMarkAllRead,
  hostNotificationsMarkRead,
  notificationItem,
} from './contracts/host-notifications.contract.ts';
import type {
  hostSettingsGet,
  hostSettingsSavePreferences,
  hostSettingsSaveProfile,
} from './contracts/host-settings.contract.ts';

/** What a notification is about (its icon on the Notifications screen). */
export const notificationKinds = [
  'booking',
  'message',
  'cleaning',
  'payment',
  'review',
  'extra',
  'system',
] as const;
export type HostNotificationKind = (typeof notificationKinds)[number];

/** One notification, as the Notifications screen lists it: contracts/host-notifications.contract.ts. */
export type HostNotificationItem = z.infer<typeof notificationItem>;

/** The most notifications one `list` answers (newest first). */
export const notificationsListLimit = 100;

/** host-notifications' answers: contracts/host-notifications.contract.ts. */
export type HostNotificationsList = AnswerOf<typeof hostNotificationsList>;
export type HostNotificationsMarkedAll = AnswerOf<typeof hostNotificationsMarkAllRead>;
export type HostNotificationMarked = AnswerOf<typeof hostNotificationsMarkRead>;

/** The Settings screen's notification switches (the spec's keys), with their defaults. */
export const notificationPreferenceDefaults = {
  'email-bookings': true,
  'email-messages': true,
  'email-checkin': true,
  'email-reviews': true,
  'email-marketing': false,
  'sms-bookings': true,
  'sms-urgent': true,
  'sms-checkin': false,
} as const;
export type NotificationPreferenceKey = keyof typeof notificationPreferenceDefaults;
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;
export const notificationPreferenceKeys = Object.keys(
  notificationPreferenceDefaults,
) as NotificationPreferenceKey[];

/** The languages a host's e-mails and text messages can be in. */
export const hostLanguages = ['en', 'fr', 'es', 'ar'] as const;
export type HostLanguage = (typeof hostLanguages)[number];

/** A display name: 1 to 80 characters once trimmed. */
export const displayNameMaxLength = 80;
/** An international phone number: "+", a country code and 6 to 19 more digits or spaces (as the database checks it). */
export const phonePattern = /^\+[1-9][0-9 ]{6,19}$/;

/** host-settings' answer (every call's: the settings as they now are): contracts/host-settings.contract.ts. */
export type HostSettings = AnswerOf<typeof hostSettingsGet>;
export type HostProfile = HostSettings['profile'];
/** A property as the Settings screen lists it. */
export type HostSettingsProperty = HostSettings['properties'][number];
export type SaveProfileBody = RequestOf<typeof hostSettingsSaveProfile>;
export type SavePreferencesBody = RequestOf<typeof hostSettingsSavePreferences>;
