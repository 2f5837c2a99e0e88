import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth, weekdayNames, weekStartOf } from '@/i18n/format';
import type { CalendarDay, CalendarEvent } from '../api/get-calendar-month';
import { monthGrid } from '../rules/month-grid';
import classes from './month-calendar.module.css';

/** What an event looks like: its type, and a block set by hand told apart from a channel's. */
export type EventLook = CalendarEvent['type'] | 'manualBlock';
export const eventTypes: EventLook[] = ['checkIn', 'checkOut', 'cleaning', 'block', 'manualBlock'];

const lookOf = (event: CalendarEvent): EventLook =>
  event.type === 'block' && event.manual ? 'manualBlock' : event.type;

/** An event's full text (the screen reader's, the tooltip's): type, who, where (a cleaning: its status). */
function useEventText() {
  const { t } = useTranslation('host');
  return {
    label: (event: CalendarEvent) =>
      event.type === 'cleaning'
        ? t(event.cleanerName ? 'calendar.cleaningLabelWithCleaner' : 'calendar.cleaningLabel', {
            type: t('calendar.types.cleaning'),
            property: event.propertyName,
            status: t(`taskStatus.${event.status}`),
            cleaner: event.cleanerName,
          })
        : event.type === 'block'
          ? t(event.summary ? 'calendar.blockLabelWithSummary' : 'calendar.blockLabel', {
              type: t(event.manual ? 'calendar.types.manualBlock' : 'calendar.types.block'),
              property: event.propertyName,
              summary: event.summary,
            })
          : t('calendar.eventLabel', {
              type: t(`calendar.types.${event.type}`),
              guest: event.guestName,
              property: event.propertyName,
            }),
    /** The first line in a cell: the guest's first name, the cleaning's status, or "Blocked". */
    headline: (event: CalendarEvent) =>
      event.type === 'cleaning'
        ? t(`taskStatus.${event.status}`)
        : event.type === 'block'
          ? t(event.manual ? 'calendar.types.manualBlock' : 'calendar.types.block')
          : event.guestName.split(' ')[0],
  };
}

/**
 * A month of activities: full cells with labelled items, or a compact teaser with coloured dots.
 * `month` is YYYY-MM-01; `days` the month's days with events (host-calendar's answer).
 */
export function MonthCalendar({
  month,
  days,
  compact = false,
  today,
}: {
  month: string;
  days: CalendarDay[];
  compact?: boolean;
  today?: string;
}) {
  const { i18n } = useTranslation('host');
  const { label, headline } = useEventText();
  const weekStart = weekStartOf(i18n.language);
  const weeks = monthGrid(month, weekStart);
  const byDate = new Map(days.map((day) => [day.date, day.events]));
  const names = weekdayNames(i18n.language, weekStart);

  return (
    <table
      className={classes.grid}
      data-compact={compact || undefined}
      aria-label={formatMonth(month, i18n.language)}
    >
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} className={classes.weekday} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const events = byDate.get(day.date) ?? [];
              return (
                <td
                  key={day.date}
                  className={classes.cell}
                  data-outside={!day.inMonth || undefined}
                  data-today={day.date === today || undefined}
                  data-date={day.date}
                >
                  <Text component="span" className={classes.dayNumber}>
                    {day.day}
                  </Text>
                  {day.inMonth && compact && events.length > 0 && (
                    <span className={classes.dots}>
                      {/* The browser's own title, not a Mantine Tooltip: the dashboard loads no
                          floating-ui for dots a tablet user reads in the calendar anyway. */}
                      {events.map((event) => (
                        <span
                          key={event.id}
                          className={classes.dot}
                          data-type={lookOf(event)}
                          role="img"
                          aria-label={label(event)}
                          title={label(event)}
                        />
                      ))}
                    </span>
                  )}
                  {day.inMonth && !compact && events.length > 0 && (
                    <ul className={classes.events}>
                      {events.map((event) => (
                        <li
                          key={event.id}
                          className={classes.event}
                          data-type={lookOf(event)}
                          title={label(event)}
                        >
                          <VisuallyHidden>{label(event)}</VisuallyHidden>
                          <span className={classes.eventGuest} aria-hidden>
                            {headline(event)}
                          </span>
                          <span aria-hidden>{event.propertyName}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CalendarLegend() {
  const { t } = useTranslation('host');
  return (
    <ul className={classes.legend} aria-label={t('calendar.legend')}>
      {eventTypes.map((type) => (
        <li key={type}>
          <span className={classes.dot} data-type={type} aria-hidden />
          {t(`calendar.types.${type}`)}
        </li>
      ))}
    </ul>
  );
}
