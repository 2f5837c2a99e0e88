/**
 * The conversation's mails (issue 44), short: the message, the property, one link. `guestMessage`
 * goes to the owner and the team in their language, linking to the thread in the host portal;
 * `hostReply` goes to the guest in the language they wrote in, linking to the guest portal. Words in
 * the four languages; `{name}` marks a value. Pure.
 */
import { fill, type MailDocument, paragraph, text } from './mail-texts-parts.ts';
import type { MailLanguage } from './mail-texts-words.ts';

interface MessageWords {
  guestMessageSubject: string;
  guestMessageIntro: string;
  hostReplySubject: string;
  hostReplyIntro: string;
  property: string;
  message: string;
  openThread: string;
  openStay: string;
  /** The automated messages' link: the guest's personal link. */
  openMyStay: string;
  /** Why the guest gets the mail (a host's mail has the notification settings' footer). */
  guestFooter: string;
}

const words: Record<MailLanguage, MessageWords> = {
  en: {
    guestMessageSubject: 'New message from {guest} ({property})',
    guestMessageIntro: '{guest} wrote about their stay ({dates}).',
    hostReplySubject: 'New message about your stay at {property}',
    hostReplyIntro: '{author} answered you about your stay.',
    property: 'Property',
    message: 'Message',
    openThread: 'Answer in the host portal',
    openStay: 'Open your stay to answer',
    openMyStay: 'Open my stay',
    guestFooter: 'You receive this e-mail from {brand} because of your booking.',
  },
  fr: {
    guestMessageSubject: 'Nouveau message de {guest} ({property})',
    guestMessageIntro: '{guest} a écrit au sujet de son séjour ({dates}).',
    hostReplySubject: 'Nouveau message au sujet de votre séjour à {property}',
    hostReplyIntro: '{author} vous a répondu au sujet de votre séjour.',
    property: 'Logement',
    message: 'Message',
    openThread: 'Répondre dans l’espace hôte',
    openStay: 'Ouvrir votre séjour pour répondre',
    openMyStay: 'Ouvrir mon séjour',
    guestFooter: 'Vous recevez cet e-mail de {brand} en raison de votre réservation.',
  },
  es: {
    guestMessageSubject: 'Nuevo mensaje de {guest} ({property})',
    guestMessageIntro: '{guest} escribió sobre su estancia ({dates}).',
    hostReplySubject: 'Nuevo mensaje sobre tu estancia en {property}',
    hostReplyIntro: '{author} te respondió sobre tu estancia.',
    property: 'Alojamiento',
    message: 'Mensaje',
    openThread: 'Responder en el portal de anfitriones',
    openStay: 'Abre tu estancia para responder',
    openMyStay: 'Abrir mi estancia',
    guestFooter: 'Recibes este correo de {brand} por tu reserva.',
  },
  ar: {
    guestMessageSubject: 'رسالة جديدة من {guest} ({property})',
    guestMessageIntro: 'كتب {guest} بخصوص إقامته ({dates}).',
    hostReplySubject: 'رسالة جديدة بخصوص إقامتك في {property}',
    hostReplyIntro: 'ردّ عليك {author} بخصوص إقامتك.',
    property: 'العقار',
    message: 'الرسالة',
    openThread: 'الرد في بوابة المضيفين',
    openStay: 'افتح إقامتك للرد',
    openMyStay: 'افتح إقامتي',
    guestFooter: 'تصلك هذه الرسالة من {brand} بسبب حجزك.',
  },
};

export function guestMessageDocument(
  params: Record<string, unknown>,
  language: MailLanguage,
  dates: string,
  siteUrl: string,
): MailDocument {
  const said = words[language];
  const guest = text(params.guestName);
  const property = text(params.propertyName);
  return {
    subject: fill(said.guestMessageSubject, { guest, property }),
    intro: fill(said.guestMessageIntro, { guest, dates }),
    blocks: [
      {
        rows: [
          { label: said.property, value: property },
          { label: said.message, value: paragraph(params.text) },
        ].filter((row) => row.value),
      },
    ],
    link: {
      label: said.openThread,
      url: `${siteUrl}/host/messages?booking=${encodeURIComponent(text(params.bookingId))}`,
    },
  };
}

export function hostReplyDocument(
  params: Record<string, unknown>,
  language: MailLanguage,
  siteUrl: string,
  brandName: string,
): MailDocument {
  const said = words[language];
  const property = text(params.propertyName);
  return {
    subject: fill(said.hostReplySubject, { property }),
    intro: fill(said.hostReplyIntro, { author: text(params.authorName) || property }),
    blocks: [
      {
        rows: [
          { label: said.property, value: property },
          { label: said.message, value: paragraph(params.text) },
        ].filter((row) => row.value),
      },
    ],
    link: { label: said.openStay, url: `${siteUrl}/guest-portal` },
    footer: fill(said.guestFooter, { brand: brandName }),
  };
}

/** An automated message of the stay (issue 45): its own subject and text, the guest's personal link. */
export function automatedMessageDocument(
  params: Record<string, unknown>,
  language: MailLanguage,
  brandName: string,
): MailDocument {
  const said = words[language];
  return {
    subject: text(params.subject),
    intro: paragraph(params.text),
    blocks: [],
    link: { label: said.openMyStay, url: text(params.url) },
    footer: fill(said.guestFooter, { brand: brandName }),
  };
}
