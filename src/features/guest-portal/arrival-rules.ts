import type { BookingDetails } from '@shared/api-types.ts';

/** How the guest gets in: the door code, a code still to come, a key box, or the host meeting them. */
export type Arrival =
  | { kind: 'code'; code: string }
  | { kind: 'codeLater'; date: string | null }
  | { kind: 'keyBox' }
  | { kind: 'hostMeets' };

/**
 * The way in, from the booking's data. A stay saved on a device before the arrival fields existed has
 * no method: with no code, its code is still to come (the product's default is a smart lock).
 */
export function arrivalOf(booking: BookingDetails): Arrival {
  if (booking.smartLockCode) return { kind: 'code', code: booking.smartLockCode };
  if (booking.arrivalMethod === 'host_meets') return { kind: 'hostMeets' };
  if (booking.arrivalMethod === 'key_box') return { kind: 'keyBox' };
  const date = booking.doorCodeAvailableOn;
  return { kind: 'codeLater', date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null };
}

export interface StayContact {
  /** As written for people ("+212 661 234 567"). */
  display: string;
  /** tel: link. */
  tel: string;
  /** WhatsApp click-to-chat link with a prefilled message. */
  whatsApp: string;
}

/** The stay's phone: the host's when the booking has one (a valid international number), else the fallback. */
export function stayContact(
  hostPhone: string | null | undefined,
  fallback: string,
  message: string,
): StayContact {
  const phone = hostPhone && /^\+[1-9][\d ]{6,19}$/.test(hostPhone.trim()) ? hostPhone.trim() : fallback;
  const digits = phone.replace(/\D/g, '');
  return {
    display: phone,
    tel: `tel:+${digits}`,
    whatsApp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
  };
}

/** "HH:MM" when the value is one, else null (older saved stays have none). */
export function clockTime(value: string | null | undefined): string | null {
  return value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null;
}
