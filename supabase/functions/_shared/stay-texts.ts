/**
 * The cancellation policy in words, in the four languages (issue 46, docs/direct-booking.md#cancellation):
 * a full refund until `days` days before check-in, then as the kind says; the cleaning fee and the
 * tourist tax of a cancelled stay are always refunded. Pure.
 */
export type StayLanguage = 'en' | 'fr' | 'es' | 'ar';
export type CancellationKind = 'flexible' | 'moderate' | 'strict' | 'non_refundable';

interface PolicyWords {
  fullRefund: (days: number) => string;
  after: Record<Exclude<CancellationKind, 'non_refundable'>, string>;
  nonRefundable: string;
  alwaysRefunded: string;
}

const words: Record<StayLanguage, PolicyWords> = {
  en: {
    fullRefund: (days) =>
      days === 0
        ? 'Full refund if you cancel before the day of check-in.'
        : `Full refund if you cancel at least ${days} ${days === 1 ? 'day' : 'days'} before check-in.`,
    after: {
      flexible: 'After that, every night except the first is refunded.',
      moderate: 'After that, half of the nights’ price is refunded.',
      strict: 'After that, the nights are not refunded.',
    },
    nonRefundable: 'This stay is not refundable: the nights are not refunded if you cancel.',
    alwaysRefunded: 'The cleaning fee and the tourist tax of a cancelled stay are always refunded.',
  },
  fr: {
    fullRefund: (days) =>
      days === 0
        ? 'Remboursement intégral si vous annulez avant le jour de l’arrivée.'
        : `Remboursement intégral si vous annulez au moins ${days} ${days === 1 ? 'jour' : 'jours'} avant l’arrivée.`,
    after: {
      flexible: 'Ensuite, toutes les nuits sauf la première sont remboursées.',
      moderate: 'Ensuite, la moitié du prix des nuits est remboursée.',
      strict: 'Ensuite, les nuits ne sont pas remboursées.',
    },
    nonRefundable:
      'Ce séjour n’est pas remboursable : les nuits ne sont pas remboursées en cas d’annulation.',
    alwaysRefunded: 'Les frais de ménage et la taxe de séjour d’un séjour annulé sont toujours remboursés.',
  },
  es: {
    fullRefund: (days) =>
      days === 0
        ? 'Reembolso completo si cancelas antes del día de llegada.'
        : `Reembolso completo si cancelas al menos ${days} ${days === 1 ? 'día' : 'días'} antes de la llegada.`,
    after: {
      flexible: 'Después, se reembolsan todas las noches salvo la primera.',
      moderate: 'Después, se reembolsa la mitad del precio de las noches.',
      strict: 'Después, las noches no se reembolsan.',
    },
    nonRefundable: 'Esta estancia no es reembolsable: las noches no se reembolsan si cancelas.',
    alwaysRefunded:
      'La tarifa de limpieza y la tasa turística de una estancia cancelada se reembolsan siempre.',
  },
  ar: {
    fullRefund: (days) =>
      days === 0
        ? 'استرداد كامل إذا ألغيت قبل يوم الوصول.'
        : `استرداد كامل إذا ألغيت قبل الوصول بـ ${days} ${days === 1 ? 'يوم' : days === 2 ? 'يومين' : days <= 10 ? 'أيام' : 'يومًا'} على الأقل.`,
    after: {
      flexible: 'بعد ذلك، تُسترد كل الليالي ما عدا الليلة الأولى.',
      moderate: 'بعد ذلك، يُسترد نصف ثمن الليالي.',
      strict: 'بعد ذلك، لا تُسترد الليالي.',
    },
    nonRefundable: 'هذه الإقامة غير قابلة للاسترداد: لا تُسترد الليالي عند الإلغاء.',
    alwaysRefunded: 'رسوم التنظيف وضريبة الإقامة لإقامة ملغاة تُسترد دائمًا.',
  },
};

/** The policy in one paragraph, in a language. */
export function cancellationText(language: StayLanguage, kind: CancellationKind, days: number): string {
  const text = words[language];
  const rule =
    kind === 'non_refundable' ? text.nonRefundable : `${text.fullRefund(days)} ${text.after[kind]}`;
  return `${rule} ${text.alwaysRefunded}`;
}

const lineWords: Record<
  StayLanguage,
  { nights: (nights: number, title: string) => string; cleaning: string; tax: string }
> = {
  en: {
    nights: (nights, title) => `${title}: ${nights} ${nights === 1 ? 'night' : 'nights'}`,
    cleaning: 'Cleaning fee',
    tax: 'Tourist tax',
  },
  fr: {
    nights: (nights, title) => `${title} : ${nights} ${nights === 1 ? 'nuit' : 'nuits'}`,
    cleaning: 'Frais de ménage',
    tax: 'Taxe de séjour',
  },
  es: {
    nights: (nights, title) => `${title}: ${nights} ${nights === 1 ? 'noche' : 'noches'}`,
    cleaning: 'Tarifa de limpieza',
    tax: 'Tasa turística',
  },
  ar: {
    nights: (nights, title) =>
      `${title}: ${nights === 1 ? 'ليلة واحدة' : nights === 2 ? 'ليلتان' : `${nights} ${nights <= 10 ? 'ليالٍ' : 'ليلة'}`}`,
    cleaning: 'رسوم التنظيف',
    tax: 'ضريبة الإقامة',
  },
};

/** The names of a stay's lines on the payment page, in a language. */
export function checkoutLineWords(language: StayLanguage) {
  return lineWords[language];
}
