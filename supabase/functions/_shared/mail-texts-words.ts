/**
 * The words of the outbox's mails in the four languages (mail-texts.ts puts them together). The
 * extras' names and detail labels are the host portal's own (public/locales/<lang>/host.json,
 * guests.details), so a mail and View Details say the same thing. `{name}` marks a value.
 */
import type { MailTemplate, MessageMailTemplate } from './mail-templates.ts';

/** The templates worded here (the conversation's: mail-texts-messages.ts). */
type WordedTemplate = Exclude<MailTemplate, MessageMailTemplate>;

export type MailLanguage = 'en' | 'fr' | 'es' | 'ar';
export const mailLanguages: readonly MailLanguage[] = ['en', 'fr', 'es', 'ar'];

/** The locale the numbers, money and dates are written in (as the app's src/i18n/format.ts). */
export const mailLocales: Record<MailLanguage, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  ar: 'ar-MA',
};

export const detailLabelKeys = [
  'direction',
  'flightNumber',
  'flightDate',
  'flightTime',
  'guestCount',
  'contactNumber',
  'notes',
  'returnFlightNumber',
  'returnFlightDate',
  'returnFlightTime',
  'breakfastTime',
  'people',
  'mornings',
] as const;
export type DetailLabelKey = (typeof detailLabelKeys)[number];

export interface MailWords {
  subjects: Record<WordedTemplate, string>;
  intros: Record<WordedTemplate, string>;
  guest: string;
  phone: string;
  property: string;
  dates: string;
  total: string;
  refunded: string;
  openBooking: string;
  openInquiry: string;
  openInquiries: string;
  name: string;
  email: string;
  location: string;
  language: string;
  message: string;
  breakfastLater: string;
  directions: { arrival: string; departure: string };
  fields: Record<DetailLabelKey, string>;
  extraNames: Record<string, string>;
  /** Why the recipient gets the mail. */
  footer: string;
}

export const mailWords: Record<MailLanguage, MailWords> = {
  en: {
    subjects: {
      extraPaid: 'Extras paid: {guest}, {property} ({dates})',
      extraRefunded: 'Extras refunded: {guest}, {property} ({dates})',
      inquiryReceived: 'New inquiry: {name}, {location}',
      inquiryBurst: 'Many inquiries at once: more than {cap} within the hour',
    },
    intros: {
      extraPaid: 'A guest paid for extras. Here is what to prepare.',
      extraRefunded: 'A payment for extras was refunded: these extras are no longer paid.',
      inquiryReceived: 'Someone would like to work with us (the work-with-us form).',
      inquiryBurst:
        'More than {cap} work-with-us inquiries arrived within one hour. Every one is stored; those after the first {cap} get no e-mail or notification of their own until the hour is over. Please look at them in Inquiries.',
    },
    guest: 'Guest',
    phone: 'Phone',
    property: 'Property',
    dates: 'Dates',
    total: 'Total paid',
    refunded: 'Refunded',
    openBooking: 'Open the booking in the host portal',
    openInquiry: 'Open the inquiry in the host portal',
    openInquiries: 'Open Inquiries in the host portal',
    name: 'Name',
    email: 'E-mail',
    location: 'Property location',
    language: 'Language',
    message: 'Message',
    breakfastLater: 'To be decided by the guest',
    directions: { arrival: 'Arrival (airport to property)', departure: 'Departure (property to airport)' },
    fields: {
      direction: 'Direction',
      flightNumber: 'Flight number',
      flightDate: 'Flight date',
      flightTime: 'Flight time',
      guestCount: 'Passengers',
      contactNumber: 'Contact number',
      notes: 'Notes',
      returnFlightNumber: 'Return flight number',
      returnFlightDate: 'Return flight date',
      returnFlightTime: 'Return flight time',
      breakfastTime: 'Breakfast time',
      people: 'People',
      mornings: 'Mornings',
    },
    extraNames: {
      airport_transfer: 'Airport transfer',
      airport_transfer_return: 'Return airport transfer',
      early_checkin: 'Early check-in',
      late_checkout: 'Late check-out',
      breakfast: 'Breakfast',
      universal_adaptor: 'Universal adaptor',
    },
    footer: 'You receive this e-mail from {brand} because of your notification settings.',
  },
  fr: {
    subjects: {
      extraPaid: 'Extras payés : {guest}, {property} ({dates})',
      extraRefunded: 'Extras remboursés : {guest}, {property} ({dates})',
      inquiryReceived: 'Nouvelle demande : {name}, {location}',
      inquiryBurst: 'Afflux de demandes : plus de {cap} en une heure',
    },
    intros: {
      extraPaid: 'Un voyageur a payé des extras. Voici ce qu’il faut préparer.',
      extraRefunded: 'Un paiement d’extras a été remboursé : ces extras ne sont plus payés.',
      inquiryReceived: 'Quelqu’un souhaite travailler avec nous (formulaire « Travailler avec nous »).',
      inquiryBurst:
        'Plus de {cap} demandes « Travailler avec nous » sont arrivées en une heure. Toutes sont enregistrées ; au-delà des {cap} premières, elles n’ont ni e-mail ni notification propre jusqu’à la fin de l’heure. Consultez-les dans Demandes.',
    },
    guest: 'Voyageur',
    phone: 'Téléphone',
    property: 'Logement',
    dates: 'Dates',
    total: 'Total payé',
    refunded: 'Remboursé',
    openBooking: 'Ouvrir la réservation dans l’espace hôte',
    openInquiry: 'Ouvrir la demande dans l’espace hôte',
    openInquiries: 'Ouvrir les demandes dans l’espace hôte',
    name: 'Nom',
    email: 'E-mail',
    location: 'Emplacement du logement',
    language: 'Langue',
    message: 'Message',
    breakfastLater: 'Heure à choisir par le voyageur',
    directions: {
      arrival: 'Arrivée (de l’aéroport au logement)',
      departure: 'Départ (du logement à l’aéroport)',
    },
    fields: {
      direction: 'Sens',
      flightNumber: 'Numéro de vol',
      flightDate: 'Date du vol',
      flightTime: 'Heure du vol',
      guestCount: 'Passagers',
      contactNumber: 'Numéro de contact',
      notes: 'Remarques',
      returnFlightNumber: 'Numéro du vol retour',
      returnFlightDate: 'Date du vol retour',
      returnFlightTime: 'Heure du vol retour',
      breakfastTime: 'Heure du petit-déjeuner',
      people: 'Personnes',
      mornings: 'Matins',
    },
    extraNames: {
      airport_transfer: 'Transfert aéroport',
      airport_transfer_return: 'Transfert aéroport retour',
      early_checkin: 'Arrivée anticipée',
      late_checkout: 'Départ tardif',
      breakfast: 'Petit-déjeuner',
      universal_adaptor: 'Adaptateur universel',
    },
    footer: 'Vous recevez cet e-mail de {brand} selon vos préférences de notification.',
  },
  es: {
    subjects: {
      extraPaid: 'Extras pagados: {guest}, {property} ({dates})',
      extraRefunded: 'Extras reembolsados: {guest}, {property} ({dates})',
      inquiryReceived: 'Nueva solicitud: {name}, {location}',
      inquiryBurst: 'Muchas solicitudes a la vez: más de {cap} en una hora',
    },
    intros: {
      extraPaid: 'Un huésped ha pagado extras. Esto es lo que hay que preparar.',
      extraRefunded: 'Se ha reembolsado un pago de extras: estos extras ya no están pagados.',
      inquiryReceived: 'Alguien quiere trabajar con nosotros (formulario «Trabaja con nosotros»).',
      inquiryBurst:
        'Han llegado más de {cap} solicitudes de «Trabaja con nosotros» en una hora. Todas quedan guardadas; después de las {cap} primeras no reciben correo ni notificación propios hasta que termine la hora. Revísalas en Solicitudes.',
    },
    guest: 'Huésped',
    phone: 'Teléfono',
    property: 'Alojamiento',
    dates: 'Fechas',
    total: 'Total pagado',
    refunded: 'Reembolsado',
    openBooking: 'Abrir la reserva en el portal de anfitriones',
    openInquiry: 'Abrir la solicitud en el portal de anfitriones',
    openInquiries: 'Abrir Solicitudes en el portal de anfitriones',
    name: 'Nombre',
    email: 'Correo electrónico',
    location: 'Ubicación del alojamiento',
    language: 'Idioma',
    message: 'Mensaje',
    breakfastLater: 'Hora por decidir por el huésped',
    directions: {
      arrival: 'Llegada (del aeropuerto al alojamiento)',
      departure: 'Salida (del alojamiento al aeropuerto)',
    },
    fields: {
      direction: 'Sentido',
      flightNumber: 'Número de vuelo',
      flightDate: 'Fecha del vuelo',
      flightTime: 'Hora del vuelo',
      guestCount: 'Pasajeros',
      contactNumber: 'Número de contacto',
      notes: 'Notas',
      returnFlightNumber: 'Número del vuelo de vuelta',
      returnFlightDate: 'Fecha del vuelo de vuelta',
      returnFlightTime: 'Hora del vuelo de vuelta',
      breakfastTime: 'Hora del desayuno',
      people: 'Personas',
      mornings: 'Mañanas',
    },
    extraNames: {
      airport_transfer: 'Traslado al aeropuerto',
      airport_transfer_return: 'Traslado de vuelta al aeropuerto',
      early_checkin: 'Entrada anticipada',
      late_checkout: 'Salida tardía',
      breakfast: 'Desayuno',
      universal_adaptor: 'Adaptador universal',
    },
    footer: 'Recibes este correo de {brand} según tus preferencias de notificación.',
  },
  ar: {
    subjects: {
      extraPaid: 'إضافات مدفوعة: {guest}، {property} ({dates})',
      extraRefunded: 'إضافات مستردة: {guest}، {property} ({dates})',
      inquiryReceived: 'طلب جديد: {name}، {location}',
      inquiryBurst: 'طلبات كثيرة دفعة واحدة: أكثر من {cap} خلال ساعة',
    },
    intros: {
      extraPaid: 'دفع أحد الضيوف ثمن إضافات. إليك ما يجب تحضيره.',
      extraRefunded: 'تم استرداد دفعة إضافات: هذه الإضافات لم تعد مدفوعة.',
      inquiryReceived: 'شخص ما يرغب في العمل معنا (نموذج «اعمل معنا»).',
      inquiryBurst:
        'وصل أكثر من {cap} طلبًا عبر نموذج «اعمل معنا» خلال ساعة واحدة. كلها محفوظة؛ وما يأتي بعد أول {cap} لا يصحبه بريد ولا إشعار خاص به حتى تنتهي الساعة. يرجى مراجعتها في صفحة الطلبات.',
    },
    guest: 'الضيف',
    phone: 'الهاتف',
    property: 'العقار',
    dates: 'التواريخ',
    total: 'المبلغ المدفوع',
    refunded: 'المبلغ المسترد',
    openBooking: 'افتح الحجز في بوابة المضيفين',
    openInquiry: 'افتح الطلب في بوابة المضيفين',
    openInquiries: 'افتح الطلبات في بوابة المضيفين',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    location: 'موقع العقار',
    language: 'اللغة',
    message: 'الرسالة',
    breakfastLater: 'يحدّد الضيف الوقت لاحقًا',
    directions: {
      arrival: 'الوصول (من المطار إلى العقار)',
      departure: 'المغادرة (من العقار إلى المطار)',
    },
    fields: {
      direction: 'الاتجاه',
      flightNumber: 'رقم الرحلة',
      flightDate: 'تاريخ الرحلة',
      flightTime: 'وقت الرحلة',
      guestCount: 'عدد الركاب',
      contactNumber: 'رقم التواصل',
      notes: 'ملاحظات',
      returnFlightNumber: 'رقم رحلة العودة',
      returnFlightDate: 'تاريخ رحلة العودة',
      returnFlightTime: 'وقت رحلة العودة',
      breakfastTime: 'وقت الفطور',
      people: 'عدد الأشخاص',
      mornings: 'الأيام',
    },
    extraNames: {
      airport_transfer: 'التوصيل من المطار وإليه',
      airport_transfer_return: 'توصيل العودة إلى المطار',
      early_checkin: 'تسجيل وصول مبكر',
      late_checkout: 'تسجيل مغادرة متأخر',
      breakfast: 'الفطور',
      universal_adaptor: 'محوّل كهربائي عالمي',
    },
    footer: 'تصلك هذه الرسالة من {brand} وفقًا لتفضيلات الإشعارات لديك.',
  },
};
