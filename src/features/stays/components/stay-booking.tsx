import '@mantine/core/styles/Card.css';
import '@mantine/dates/styles.css';
import { Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesLocale } from '@/i18n/dates-locale';
import { weekStartOf } from '@/i18n/format';
import type { StayAnswer } from '../api/stay-types';
import { isExcluded, isTakenNight } from '../rules/stay-calendar';
import type { StaySearch } from '../rules/stay-search';
import { GuestCountInput } from './guest-count-input';
import classes from './stay-booking.module.css';
import { StayQuoteView } from './stay-quote';

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

/**
 * The stay page's dates and price: a calendar of free and taken nights (the minimum stay kept), the
 * guests, and the server's quote for them. The dates go to the address once both are chosen; the
 * guests at each change (the address is replaced, not pushed).
 */
export function StayBooking({
  answer,
  search,
  onChange,
  checking,
  failed,
}: {
  answer: StayAnswer;
  search: StaySearch;
  onChange: (change: Partial<StaySearch>) => void;
  /** A quote for newer dates or guests is on its way. */
  checking: boolean;
  /** The last call for the quote failed. */
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('stays');
  const language = i18n.language;
  const { calendar, stay, quote } = answer;
  const [pending, setPending] = useState<string | null>(null);
  const value: [string | null, string | null] = pending ? [pending, null] : [search.checkIn, search.checkOut];
  const hint = pending
    ? t('booking.chooseCheckOut')
    : t('booking.calendarHint', { count: calendar.minNights });
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.panel}
      component="section"
      aria-labelledby="booking-title"
    >
      <Title order={2} id="booking-title" fz="xl" mb="sm">
        {t('booking.title')}
      </Title>
      <Text size="sm" fw={600} id="calendar-label">
        {t('booking.calendar')}
      </Text>
      <Text size="sm" c="gray.8" mb="sm" aria-live="polite">
        {hint}
      </Text>
      <DatesProvider settings={{ locale: datesLocale(language), firstDayOfWeek: weekStartOf(language) }}>
        <DatePicker
          type="range"
          aria-labelledby="calendar-label"
          value={value}
          defaultDate={search.checkIn ?? calendar.from}
          onChange={([from, to]) => {
            const checkIn = day(from);
            const checkOut = day(to);
            if (checkIn && !checkOut) return setPending(checkIn);
            setPending(null);
            onChange({ checkIn, checkOut });
          }}
          minDate={calendar.from}
          maxDate={calendar.to}
          excludeDate={(date) => isExcluded(calendar, day(date) ?? '', pending)}
          getDayProps={(date) =>
            isTakenNight(calendar, day(date) ?? '')
              ? { className: classes.taken, title: t('booking.taken') }
              : {}
          }
          allowSingleDateInRange={false}
          // Weekend days in red on the range's tint fall under WCAG's contrast; all days read alike.
          weekendDays={[]}
          hideOutsideDates
          size="md"
          classNames={{ levelsGroup: classes.calendar }}
          ariaLabels={{ previousMonth: t('filters.previousMonth'), nextMonth: t('filters.nextMonth') }}
        />
      </DatesProvider>
      {search.checkIn || pending ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          onClick={() => {
            setPending(null);
            onChange({ checkIn: null, checkOut: null });
          }}
        >
          {t('booking.clearDates')}
        </Button>
      ) : null}
      <Group grow mt="md" align="flex-start" role="group" aria-label={t('booking.guests')}>
        <GuestCountInput
          label={t('filters.adults')}
          value={search.adults ?? 1}
          min={1}
          max={Math.max(1, stay.capacity.adults)}
          onChange={(adults) => onChange({ adults })}
        />
        <GuestCountInput
          label={t('filters.children')}
          value={search.children ?? 0}
          min={0}
          max={stay.capacity.children}
          onChange={(children) => onChange({ children: children > 0 ? children : null })}
        />
      </Group>
      <div className={classes.quote} aria-live="polite" aria-busy={checking}>
        {checking ? (
          // The last quote was for other dates or guests: never shown beside the new ones.
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('booking.checking')}</Text>
          </Group>
        ) : failed ? (
          <Text c="red.8" size="sm" role="alert">
            {t('booking.quoteError')}
          </Text>
        ) : quote ? (
          <StayQuoteView quote={quote} />
        ) : (
          <Text size="sm" c="gray.8">
            {t('booking.chooseDates')}
          </Text>
        )}
      </div>
      <Text size="xs" c="gray.7" mt="sm">
        {t('booking.currencyNote', { currency: stay.currency })}
      </Text>
    </Card>
  );
}
