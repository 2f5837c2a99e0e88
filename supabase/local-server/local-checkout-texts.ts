/**
 * The local test checkout's texts in the app's four languages (it stands in for Stripe Checkout,
 * which speaks the guest's language), and its dates and amounts formatted as the app formats them.
 */

import { intlLocale } from '../../src/i18n/format.ts';
import { rihlaTimeZone } from '../functions/_shared/calendar.ts';
import type { ExtraId } from '../functions/_shared/extras-catalogue.ts';

export type CheckoutLanguage = 'en' | 'fr' | 'es' | 'ar';

export interface CheckoutTexts {
  dir: 'ltr' | 'rtl';
  payTitle: string;
  stay: (property: string, from: string, to: string) => string;
  testNote: string;
  item: string;
  amount: string;
  total: string;
  pay: string;
  cancel: string;
  back: string;
  alreadyPaidTitle: string;
  alreadyPaid: string;
  expiredTitle: string;
  expired: string;
  notFoundTitle: string;
  notFound: string;
  failedTitle: string;
  failed: string;
  stripeOnly: string;
  receiptTitle: string;
  paidOn: (date: string) => string;
  receiptNote: string;
  notPaidTitle: string;
  notPaid: string;
  returnFlight: string;
  print: string;
  names: Record<ExtraId, string>;
}

const texts: Record<CheckoutLanguage, CheckoutTexts> = {
  en: {
    dir: 'ltr',
    payTitle: 'Pay for your extras',
    stay: (property, from, to) => `${property} · ${from} to ${to}`,
    testNote:
      'Test checkout: no card is charged. It stands in for Stripe Checkout because no STRIPE_SECRET_KEY is set.',
    item: 'Item',
    amount: 'Amount',
    total: 'Total',
    pay: 'Pay',
    cancel: 'Cancel',
    back: 'Back to your booking',
    alreadyPaidTitle: 'Already paid',
    alreadyPaid: 'This order is already paid. Thank you!',
    expiredTitle: 'Checkout expired',
    expired: 'This checkout session has expired. Nothing was charged.',
    notFoundTitle: 'Checkout not found',
    notFound: 'This checkout link is not valid.',
    failedTitle: 'Payment failed',
    failed: 'The payment could not be recorded. Please try again.',
    stripeOnly: 'Payments go through Stripe.',
    receiptTitle: 'Receipt',
    paidOn: (date) => `Paid on ${date}`,
    receiptNote: 'Test receipt: no card was charged (no STRIPE_SECRET_KEY is set).',
    notPaidTitle: 'No receipt yet',
    notPaid: 'This order is not paid, so it has no receipt.',
    returnFlight: 'Return',
    print: 'Keep this page: print it or save it as a PDF.',
    names: {
      airport_transfer: 'Airport transfer',
      early_checkin: 'Early check-in',
      late_checkout: 'Late check-out',
      breakfast: 'Breakfast',
      universal_adaptor: 'Universal adaptor',
      airport_transfer_return: 'Return airport transfer',
    },
  },
  fr: {
    dir: 'ltr',
    payTitle: 'Payez vos extras',
    stay: (property, from, to) => `${property} · du ${from} au ${to}`,
    testNote:
      "Paiement de test : aucune carte n'est débitée. Cette page remplace Stripe Checkout car aucune clé STRIPE_SECRET_KEY n'est définie.",
    item: 'Article',
    amount: 'Montant',
    total: 'Total',
    pay: 'Payer',
    cancel: 'Annuler',
    back: 'Retour à votre réservation',
    alreadyPaidTitle: 'Déjà payé',
    alreadyPaid: 'Cette commande est déjà payée. Merci !',
    expiredTitle: 'Paiement expiré',
    expired: "Cette session de paiement a expiré. Rien n'a été débité.",
    notFoundTitle: 'Paiement introuvable',
    notFound: "Ce lien de paiement n'est pas valide.",
    failedTitle: 'Échec du paiement',
    failed: "Le paiement n'a pas pu être enregistré. Veuillez réessayer.",
    stripeOnly: 'Les paiements passent par Stripe.',
    receiptTitle: 'Reçu',
    paidOn: (date) => `Payé le ${date}`,
    receiptNote: "Reçu de test : aucune carte n'a été débitée (aucune clé STRIPE_SECRET_KEY n'est définie).",
    notPaidTitle: 'Pas encore de reçu',
    notPaid: "Cette commande n'est pas payée : elle n'a pas de reçu.",
    returnFlight: 'Retour',
    print: 'Gardez cette page : imprimez-la ou enregistrez-la en PDF.',
    names: {
      airport_transfer: 'Transfert aéroport',
      early_checkin: 'Arrivée anticipée',
      late_checkout: 'Départ tardif',
      breakfast: 'Petit-déjeuner',
      universal_adaptor: 'Adaptateur universel',
      airport_transfer_return: 'Transfert aéroport retour',
    },
  },
  es: {
    dir: 'ltr',
    payTitle: 'Paga tus extras',
    stay: (property, from, to) => `${property} · del ${from} al ${to}`,
    testNote:
      'Pago de prueba: no se cobra ninguna tarjeta. Sustituye a Stripe Checkout porque no hay ninguna STRIPE_SECRET_KEY configurada.',
    item: 'Concepto',
    amount: 'Importe',
    total: 'Total',
    pay: 'Pagar',
    cancel: 'Cancelar',
    back: 'Volver a tu reserva',
    alreadyPaidTitle: 'Ya pagado',
    alreadyPaid: 'Este pedido ya está pagado. ¡Gracias!',
    expiredTitle: 'Pago caducado',
    expired: 'Esta sesión de pago ha caducado. No se ha cobrado nada.',
    notFoundTitle: 'Pago no encontrado',
    notFound: 'Este enlace de pago no es válido.',
    failedTitle: 'Error en el pago',
    failed: 'No se ha podido registrar el pago. Inténtalo de nuevo.',
    stripeOnly: 'Los pagos se hacen a través de Stripe.',
    receiptTitle: 'Recibo',
    paidOn: (date) => `Pagado el ${date}`,
    receiptNote:
      'Recibo de prueba: no se ha cobrado ninguna tarjeta (no hay ninguna STRIPE_SECRET_KEY configurada).',
    notPaidTitle: 'Aún no hay recibo',
    notPaid: 'Este pedido no está pagado, así que no tiene recibo.',
    returnFlight: 'Vuelta',
    print: 'Guarda esta página: imprímela o guárdala como PDF.',
    names: {
      airport_transfer: 'Traslado al aeropuerto',
      early_checkin: 'Entrada anticipada',
      late_checkout: 'Salida tardía',
      breakfast: 'Desayuno',
      universal_adaptor: 'Adaptador universal',
      airport_transfer_return: 'Traslado de vuelta al aeropuerto',
    },
  },
  ar: {
    dir: 'rtl',
    payTitle: 'ادفع ثمن خدماتك الإضافية',
    stay: (property, from, to) => `${property} · من ${from} إلى ${to}`,
    testNote:
      'صفحة دفع تجريبية: لن تُخصم أي مبالغ من بطاقتك. تحل محل Stripe Checkout لأنه لم يتم تعيين STRIPE_SECRET_KEY.',
    item: 'الخدمة',
    amount: 'المبلغ',
    total: 'المجموع',
    pay: 'ادفع',
    cancel: 'إلغاء',
    back: 'العودة إلى حجزك',
    alreadyPaidTitle: 'مدفوع مسبقًا',
    alreadyPaid: 'تم دفع هذا الطلب مسبقًا. شكرًا لك!',
    expiredTitle: 'انتهت صلاحية الدفع',
    expired: 'انتهت صلاحية جلسة الدفع هذه. لم يُخصم أي مبلغ.',
    notFoundTitle: 'صفحة الدفع غير موجودة',
    notFound: 'رابط الدفع هذا غير صالح.',
    failedTitle: 'تعذّر الدفع',
    failed: 'تعذّر تسجيل الدفع. يُرجى المحاولة مرة أخرى.',
    stripeOnly: 'تتم المدفوعات عبر Stripe.',
    receiptTitle: 'الإيصال',
    paidOn: (date) => `تم الدفع بتاريخ ${date}`,
    receiptNote: 'إيصال تجريبي: لم يُخصم أي مبلغ من أي بطاقة (لم يتم تعيين STRIPE_SECRET_KEY).',
    notPaidTitle: 'لا يوجد إيصال بعد',
    notPaid: 'هذا الطلب غير مدفوع، لذلك لا يوجد له إيصال.',
    returnFlight: 'العودة',
    print: 'احتفظ بهذه الصفحة: اطبعها أو احفظها بصيغة PDF.',
    names: {
      airport_transfer: 'التوصيل من المطار وإليه',
      early_checkin: 'تسجيل وصول مبكر',
      late_checkout: 'تسجيل مغادرة متأخر',
      breakfast: 'الفطور',
      universal_adaptor: 'محوّل كهربائي عالمي',
      airport_transfer_return: 'توصيل العودة إلى المطار',
    },
  },
};

/** The page's language from `?lang=` (the app passes the guest's); English otherwise. */
export function checkoutLanguageOf(url: URL): CheckoutLanguage {
  const lang = (url.searchParams.get('lang') ?? '').toLowerCase().split('-')[0];
  return lang === 'fr' || lang === 'es' || lang === 'ar' ? lang : 'en';
}

export function textsFor(language: CheckoutLanguage): CheckoutTexts {
  return texts[language];
}

/** A stay day (YYYY-MM-DD) as the app writes it in this language ("Nov 24, 2026", "24 nov. 2026"). */
export function formatDay(isoDate: string, language: CheckoutLanguage): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment (the payment) as a date in the property's time zone. */
export function formatMoment(value: Date, language: CheckoutLanguage, timeZone = rihlaTimeZone): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(value);
}

export function formatEuros(cents: number, language: CheckoutLanguage): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
