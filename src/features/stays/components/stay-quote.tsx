import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AvailableQuote, RefusedQuote, StayQuote } from '../api/stay-types';
import { formatDay, formatMinor } from '../rules/stay-money';
import classes from './stay-quote.module.css';

/** The price for the chosen dates exactly as the server's quote breaks it down; nothing computed here. */
function QuoteLines({ quote }: { quote: AvailableQuote }) {
  const { t, i18n } = useTranslation('stays');
  const language = i18n.language;
  const money = (amount: number) => formatMinor(amount, quote.currency, language, { cents: true });
  const tax = quote.touristTax;
  return (
    <table className={classes.table} data-testid="stay-quote">
      <caption className={classes.caption}>
        {t('booking.quoteTitle', {
          checkIn: formatDay(quote.checkIn, language),
          checkOut: formatDay(quote.checkOut, language),
        })}
      </caption>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.from} data-testid="quote-line">
            <th scope="row">
              {t('booking.nightsLine', { count: line.nights, nightly: money(line.nightly) })}
              {line.dated ? (
                <Badge variant="light" color="majorelle" size="sm" ms={6}>
                  {t('booking.datedRate')}
                </Badge>
              ) : null}
              <Text size="xs" c="gray.7" component="span" display="block">
                {formatDay(line.from, language)} – {formatDay(line.to, language)}
              </Text>
            </th>
            <td>{money(line.amount)}</td>
          </tr>
        ))}
        {quote.cleaningFee > 0 ? (
          <tr data-testid="quote-cleaning">
            <th scope="row">{t('booking.cleaning')}</th>
            <td>{money(quote.cleaningFee)}</td>
          </tr>
        ) : null}
        {tax.amount > 0 ? (
          <tr data-testid="quote-tax">
            <th scope="row">
              {t('booking.touristTax', {
                adults: tax.adults,
                nights: tax.nights,
                perAdultNight: money(tax.perAdultNight),
              })}
              <Text size="xs" c="gray.7" component="span" display="block">
                {t('booking.touristTaxNote')}
              </Text>
            </th>
            <td>{money(tax.amount)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr data-testid="quote-total">
          <th scope="row">{t('booking.total')}</th>
          <td>{money(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Why the server will not take these dates or guests, in the page's language. */
export function refusalText(quote: RefusedQuote, t: ReturnType<typeof useTranslation<'stays'>>['t']): string {
  switch (quote.reason) {
    case 'minimum_nights':
      return t('booking.refused.minimum_nights', { count: quote.minNights });
    case 'too_many_guests':
      return t('booking.refused.too_many_guests', { adults: quote.maxAdults, children: quote.maxChildren });
    default:
      return t(`booking.refused.${quote.reason}`);
  }
}

export function StayQuoteView({ quote }: { quote: StayQuote }) {
  const { t } = useTranslation('stays');
  if (quote.available) return <QuoteLines quote={quote} />;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      data-testid="quote-refused"
    >
      {refusalText(quote, t)}
    </Alert>
  );
}
