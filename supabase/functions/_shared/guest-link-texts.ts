/**
 * The words that carry a guest's personal link (issue 45), in the four languages: the ready message
 * (WhatsApp, a channel's chat) and the `guestLink` mail of the outbox. `{name}` marks a value. Pure.
 */
import { fill, type MailDocument, text } from './mail-texts-parts.ts';
import type { MailLanguage } from './mail-texts-words.ts';

interface LinkWords {
  /** Greeting with the first name, and without one. */
  hello: string;
  helloNoName: string;
  message: string;
  mailSubject: string;
  mailIntro: string;
  mailOpen: string;
  mailFooter: string;
}

const words: Record<MailLanguage, LinkWords> = {
  en: {
    hello: 'Hello {name},',
    helloNoName: 'Hello,',
    message:
      'here is your personal link for your stay at {property} ({dates}): {url}\nOpen it once on your phone: your stay, door code and online check-in stay on it, even with no signal.',
    mailSubject: 'Your stay at {property}: your personal link',
    mailIntro: 'Your stay at {property} ({dates}) is one tap away: open this link on your phone.',
    mailOpen: 'Open my stay',
    mailFooter: 'You receive this e-mail from {brand} because of your booking. Keep the link to yourself.',
  },
  fr: {
    hello: 'Bonjour {name},',
    helloNoName: 'Bonjour,',
    message:
      'voici votre lien personnel pour votre séjour à {property} ({dates}) : {url}\nOuvrez-le une fois sur votre téléphone : votre séjour, votre code de porte et l’enregistrement en ligne y restent, même sans réseau.',
    mailSubject: 'Votre séjour à {property} : votre lien personnel',
    mailIntro:
      'Votre séjour à {property} ({dates}) est à portée de main : ouvrez ce lien sur votre téléphone.',
    mailOpen: 'Ouvrir mon séjour',
    mailFooter:
      'Vous recevez cet e-mail de {brand} en raison de votre réservation. Gardez ce lien pour vous.',
  },
  es: {
    hello: 'Hola {name}:',
    helloNoName: 'Hola:',
    message:
      'este es tu enlace personal para tu estancia en {property} ({dates}): {url}\nÁbrelo una vez en tu teléfono: tu estancia, el código de la puerta y el check-in en línea quedan en él, incluso sin cobertura.',
    mailSubject: 'Tu estancia en {property}: tu enlace personal',
    mailIntro: 'Tu estancia en {property} ({dates}) está a un toque: abre este enlace en tu teléfono.',
    mailOpen: 'Abrir mi estancia',
    mailFooter: 'Recibes este correo de {brand} por tu reserva. No compartas este enlace.',
  },
  ar: {
    hello: 'مرحبًا {name}،',
    helloNoName: 'مرحبًا،',
    message:
      'هذا رابطك الشخصي لإقامتك في {property} ({dates}): {url}\nافتحه مرة واحدة على هاتفك: تبقى إقامتك ورمز الباب وتسجيل الوصول عبر الإنترنت عليه، حتى دون شبكة.',
    mailSubject: 'إقامتك في {property}: رابطك الشخصي',
    mailIntro: 'إقامتك في {property} ({dates}) على بُعد نقرة: افتح هذا الرابط على هاتفك.',
    mailOpen: 'افتح إقامتي',
    mailFooter: 'تصلك هذه الرسالة من {brand} بسبب حجزك. احتفظ بهذا الرابط لنفسك.',
  },
};

/** The ready message with the link, in `language`. */
export function guestLinkMessage(
  language: MailLanguage,
  values: { firstName: string | null; property: string; dates: string; url: string },
): string {
  const said = words[language];
  const hello = values.firstName ? fill(said.hello, { name: values.firstName }) : said.helloNoName;
  return `${hello}\n${fill(said.message, { property: values.property, dates: values.dates, url: values.url })}`;
}

/** The `guestLink` mail. */
export function guestLinkDocument(
  params: Record<string, unknown>,
  language: MailLanguage,
  dates: string,
  brandName: string,
): MailDocument {
  const said = words[language];
  const property = text(params.propertyName);
  return {
    subject: fill(said.mailSubject, { property }),
    intro: fill(said.mailIntro, { property, dates }),
    blocks: [],
    link: { label: said.mailOpen, url: text(params.url) },
    footer: fill(said.mailFooter, { brand: brandName }),
  };
}

/** wa.me with the guest's number (its digits, an international 00 dropped) and the message; null without a usable number. */
export function whatsAppUrl(phone: string | null, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
