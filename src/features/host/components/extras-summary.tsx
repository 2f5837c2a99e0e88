import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatStayDate, intlLocale } from '@/i18n/format';
import type { SummaryLine } from '../rules/extras-queue';
import { isKnownExtra } from '../rules/known-extras';
import classes from './extras.module.css';

/** An extra's name in the reader's language (the catalogue's), else the name recorded with the line. */
export function useExtraName() {
  const { t } = useTranslation('host');
  return (extraId: string, recorded: string) =>
    isKnownExtra(extraId) ? t(`guests.details.extraNames.${extraId}`) : recorded;
}

function useLineText() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.language;
  const date = (day: string) => (day ? formatStayDate(day, language) : '');
  return (line: SummaryLine): { label: string; value: string | string[] } => {
    switch (line.kind) {
      case 'direction':
        return {
          label: t('guests.details.fields.direction'),
          value: t(`guests.details.directions.${line.direction}`),
        };
      case 'flight':
      case 'returnFlight':
        return {
          label: t(`extras.item.${line.kind}`),
          value: [line.number, date(line.date), line.time].filter(Boolean),
        };
      case 'passengers':
        return { label: t('guests.details.fields.guestCount'), value: line.count };
      case 'contact':
        return { label: t('guests.details.fields.contactNumber'), value: line.number };
      case 'notes':
        return { label: t('guests.details.fields.notes'), value: line.text };
      case 'breakfastTime':
        return { label: t('guests.details.fields.breakfastTime'), value: line.time };
      case 'breakfastLater':
        return { label: t('guests.details.fields.breakfastTime'), value: t('guests.details.breakfastLater') };
      case 'people':
        return { label: t('guests.details.fields.people'), value: line.count };
      case 'mornings':
        return {
          label: t('guests.details.fields.mornings'),
          value: new Intl.ListFormat(intlLocale(language), { type: 'conjunction', style: 'short' }).format(
            line.days.map(date),
          ),
        };
    }
  };
}

/** An extra's details as label and value pairs; the guest's contact number is a link to call. */
export function ExtrasSummary({ lines }: { lines: SummaryLine[] }) {
  const text = useLineText();
  if (lines.length === 0) return null;
  return (
    <dl className={classes.summary}>
      {lines.map((line) => {
        const { label, value } = text(line);
        return (
          <div key={line.kind}>
            <dt>{label}</dt>
            <dd>
              {line.kind === 'contact' && line.href ? (
                <Anchor href={line.href} className={classes.tel}>
                  <bdi>{value}</bdi>
                </Anchor>
              ) : Array.isArray(value) ? (
                // Each part isolated: a flight number, a date and a time read in order in Arabic too.
                value.map((part, index) => (
                  <span key={part}>
                    {index > 0 && ' · '}
                    <bdi>{part}</bdi>
                  </span>
                ))
              ) : (
                <bdi>{value}</bdi>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
