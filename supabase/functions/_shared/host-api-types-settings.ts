/**
 * The request and answer shapes of the Notifications and Settings screens' host functions
 * (`host-notifications`, `host-settings`), shared by the handlers and the client. Pure: types and
 * plain constants only (the client imports this file).
 */

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

/** One notification, as the Notifications screen lists it. */
export interface HostNotificationItem {
  id: string;
  kind: HostNotificationKind;
  /** The English text. */
  message: string;
  /** The text's key (host.json `notifications.messages.<key>`) and its values, or null: show `message`. */
  messageKey: string | null;
  messageParams: Record<string, string | number>;
  /** A path in the app ("/host/guests"), or null. */
  link: string | null;
  read: boolean;
  /** When it was created, ISO 8601 in UTC ("2026-03-10T08:50:00.000Z"). */
  createdAt: string;
}

/** The most notifications one `list` answers (newest first). */
export const notificationsListLimit = 100;

export type HostNotificationsRequest =
  | { action: 'list' }
  | { action: 'markAllRead' }
  | { action: 'markRead'; id: string };

/** `list`: the caller's notifications, newest first, and how many are unread (the sidebar badge). */
export interface HostNotificationsList {
  notifications: HostNotificationItem[];
  unreadCount: number;
}

/** `markAllRead`: how many were marked now, and the unread count after (0). */
export interface HostNotificationsMarkedAll {
  marked: number;
  unreadCount: number;
}

/** `markRead`: the notification as it is now (read), and the unread count after. */
export interface HostNotificationMarked {
  notification: HostNotificationItem;
  unreadCount: number;
}

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

export interface HostProfile {
  displayName: string;
  /** The sign-in e-mail (from the access token; changed through the auth service, not here). */
  email: string | null;
  /** International format, or "" when none is on file. */
  phone: string;
  language: HostLanguage;
  role: 'owner' | 'team';
}

/** A property as the Settings screen lists it. */
export interface HostSettingsProperty {
  id: string;
  name: string;
  city: string | null;
  region: string | null;
}

export type HostSettingsRequest =
  | { action: 'get' }
  | { action: 'saveProfile'; displayName: string; phone: string; language: HostLanguage }
  | { action: 'savePreferences'; preferences: Partial<NotificationPreferences> };

/** `get`, and the answer of every save (the settings as they are after it). */
export interface HostSettings {
  profile: HostProfile;
  properties: HostSettingsProperty[];
  preferences: NotificationPreferences;
}
