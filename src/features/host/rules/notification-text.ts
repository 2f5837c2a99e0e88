import type { HostNotificationItem } from '@shared/host-api-types-settings.ts';
import { formatMoney, formatShortDate } from '@/i18n/format';
import type { TextKey } from '@/i18n/text-keys';
import { isKnownExtra } from './known-extras';

type Translate = (key: TextKey<'host'>, values?: Record<string, unknown>) => string;

/** The texts a notification may name (host.json `notifications.messages.<key>`). */
export const notificationMessageKeys = [
  'newBooking',
  'guestMessage',
  'cleaningStarted',
  'payoutSent',
  'review',
  'bookingConfirmed',
  'extraPaid',
  'extraOrderPaid',
  'extraOrderPaidMore',
  'extraRefunded',
  'inquiryReceived',
  'inquiryBurst',
  'messageReceived',
] as const;

type NotificationMessageKey = (typeof notificationMessageKeys)[number];
const known = new Set<string>(notificationMessageKeys);
const isMessageKey = (key: string): key is NotificationMessageKey => known.has(key);

/**
 * A notification in the screen's language: its text by key with its values formatted for the
 * language (stay dates as "Nov 27 – Dec 1", amounts in their currency, an extra by its name), or
 * the stored English text when the key is missing or unknown to this version of the app.
 */
export function notificationText(
  item: Pick<HostNotificationItem, 'message' | 'messageKey' | 'messageParams'>,
  t: Translate,
  language: string | undefined,
): string {
  if (!item.messageKey || !isMessageKey(item.messageKey)) return item.message;
  const params: Record<string, unknown> = { ...item.messageParams };
  const { checkIn, checkOut, amount, currency, extra } = item.messageParams;
  if (typeof checkIn === 'string' && typeof checkOut === 'string') {
    params.dates = `${formatShortDate(checkIn, language)} – ${formatShortDate(checkOut, language)}`;
  }
  if (typeof amount === 'number' && typeof currency === 'string') {
    params.amount = formatMoney(amount / 100, currency, language);
  }
  if (typeof extra === 'string')
    params.extra = isKnownExtra(extra) ? t(`notifications.extraNames.${extra}`) : extra;
  // The values are names and figures, not markup: React escapes them when the text is rendered.
  const text = t(`notifications.messages.${item.messageKey}`, {
    ...params,
    interpolation: { escapeValue: false },
  });
  // A sentence ending on an abbreviated month ("1 déc.") takes no second period ("1 déc..").
  return text.replace(/(?<!\.)\.\.$/, '.');
}
