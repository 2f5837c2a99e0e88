import '@mantine/core/styles/Tooltip.css';
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth, weekdayNames, weekStartOf } from '@/i18n/format';
import { groupByDate, monthGrid } from '../rules/month-grid';
import { type CalendarEvent, type CalendarEventType, calendarEvents } from '../sample-data/calendar-events';
import classes from './month-calendar.module.css';

export const eventTypes: CalendarEventType[] = ['checkIn', 'checkOut', 'cleaning'];

/** A month of activities: full cells with labelled items, or a compact teaser with coloured dots. */
export function MonthCalendar({
  month,
  compact = false,
  today,
}: {
  month: string;
  compact?: boolean;
  today?: string;
}) {
  const { t, i18n } = useTranslation('host');
  const weekStart = weekStartOf(i18n.language);
  const weeks = monthGrid(month, weekStart);
  const byDate = groupByDate<CalendarEvent>(calendarEvents);
  const names = weekdayNames(i18n.language, weekStart);
  const label = (event: CalendarEvent) =>
    t('calendar.eventLabel', {
      type: t(`calendar.types.${event.type}`),
      guest: event.guestName,
      property: event.propertyName,
    });

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
                >
                  <Text component="span" className={classes.dayNumber}>
                    {day.day}
                  </Text>
                  {day.inMonth && compact && events.length > 0 && (
                    <span className={classes.dots}>
                      {events.map((event) => (
                        <Tooltip key={event.id} label={label(event)} withinPortal>
                          <span
                            className={classes.dot}
                            data-type={event.type}
                            role="img"
                            aria-label={label(event)}
                          />
                        </Tooltip>
                      ))}
                    </span>
                  )}
                  {day.inMonth && !compact && (
                    <ul className={classes.events}>
                      {events.map((event) => (
                        <li
                          key={event.id}
                          className={classes.event}
                          data-type={event.type}
                          title={label(event)}
                        >
                          <VisuallyHidden>{label(event)}</VisuallyHidden>
                          <span className={classes.eventGuest} aria-hidden>
                            {event.guestName.split(' ')[0]}
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
