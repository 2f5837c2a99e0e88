/**
 * The Inquiries screen's reply links: an e-mail (mailto:) with a subject and a short greeting, and a
 * WhatsApp chat (wa.me) with the sender's number and the greeting prefilled, in the sender's
 * language when the inquiry says which, else the host's.
 */
import { type LanguageCode, languageCodes, toLanguageCode } from '@/i18n/languages';

/** The language to reply in: the sender's (en, fr, es, ar) if known, else the host's screen language. */
export function replyLanguage(senderLanguage: string | null | undefined, hostLanguage: string): LanguageCode {
  if (senderLanguage && (languageCodes as string[]).includes(senderLanguage))
    return senderLanguage as LanguageCode;
  return toLanguageCode(hostLanguage);
}

/** The first word of a name, to greet the sender by it ("Karim Tazi" -> "Karim"). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Moroccan numbers as written at home: 0 then 5, 6, 7 or 8 and eight more digits ("06 12 34 56 78"). */
const moroccanLocal = /^0([5-8]\d{8})$/;

/**
 * A phone number as WhatsApp's links want it: the country code and number, digits only
 * ("+212 661-000 111" -> "212661000111"). A Moroccan local number gets its country code
 * ("0612345678" -> "212612345678"), an international 00 prefix and a "(0)" trunk digit go. Null when
 * there is no number or it cannot be one (fewer than 8 or more than 15 digits).
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\(0\)/g, '').replace(/\D/g, '');
  const international = phone.trim().startsWith('+');
  if (!international && digits.startsWith('00')) digits = digits.slice(2);
  else if (!international) {
    const local = moroccanLocal.exec(digits);
    if (local) digits = `212${local[1]}`;
  }
  // "+212 0661 ...": the home trunk 0 written after the country code.
  if (/^2120[5-8]\d{8}$/.test(digits)) digits = `212${digits.slice(4)}`;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return digits;
}

/** A WhatsApp chat with the number and the text prefilled; null without a usable number (no button then). */
export function whatsAppHref(phone: string | null | undefined, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/** A mailto: link with the subject and body prefilled (RFC 6068: every part percent-encoded, the @ kept). */
export function mailtoHref(address: string, subject: string, body: string): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
