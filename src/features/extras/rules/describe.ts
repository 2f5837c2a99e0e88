import type { SelectedExtra } from '@shared/api-types.ts';
import { parseMornings } from '@shared/extras-dates.ts';
import { isolateFor } from '@/i18n/bidi';
import type { TextKey } from '@/i18n/text-keys';
import { formatShortStayDate } from './dates';

type Translate = (key: TextKey<'extras'>, values?: Record<string, string | number>) => string;

function flight(
  t: Translate,
  language: string,
  direction: string | undefined,
  number: string,
  date: string | undefined,
  time: string | undefined,
): string {
  // In Arabic the flight number, the date and the time each keep their own order ("AT 800", not "800 AT").
  const own = isolateFor(language);
  return t(date ? 'lineDetails.flightOn' : 'lineDetails.flight', {
    direction: t(direction === 'departure' ? 'transfer.departure' : 'transfer.arrival'),
    flightNumber: own(number),
    flightDate: date ? own(formatShortStayDate(date, language)) : '',
    flightTime: own(time ?? ''),
  });
}

/**
 * Short lines under an extra saying what the guest chose or bought: the transfer's flight, guests
 * and return flight; breakfast's people, mornings and time. Answers saved before flight dates and
 * mornings existed read as they always did.
 */
export function describeDetails(line: SelectedExtra, t: Translate, language: string): string[] {
  const details = line.details;
  if (line.id === 'airport_transfer' && details.flightNumber) {
    const lines = [
      `${flight(t, language, details.direction, details.flightNumber, details.flightDate, details.flightTime)} · ${t(
        'lineDetails.guests',
        { guestCount: details.guestCount ?? '' },
      )}`,
    ];
    if (details.addReturnTransfer === 'true' && details.returnFlightNumber) {
      const back = details.direction === 'departure' ? 'arrival' : 'departure';
      lines.push(
        t('lineDetails.returnLeg', {
          flight: flight(
            t,
            language,
            back,
            details.returnFlightNumber,
            details.returnFlightDate,
            details.returnFlightTime,
          ),
        }),
      );
    }
    return lines;
  }
  if (line.id === 'breakfast' && details.timeMethod) {
    const time =
      details.timeMethod === 'later'
        ? t('lineDetails.breakfastLater')
        : t('lineDetails.breakfastAt', { time: details.time ?? '' });
    const mornings = parseMornings(details.mornings);
    if (!details.people || mornings.length === 0) return [time];
    return [
      t('lineDetails.breakfastFor', {
        people: t('lineDetails.people', { count: Number(details.people) }),
        mornings: mornings
          .map((date) => isolateFor(language)(formatShortStayDate(date, language)))
          .join(', '),
      }),
      time,
    ];
  }
  return [];
}

/** The details as one line (the selection summary). */
export function describeLine(line: SelectedExtra, t: Translate, language: string): string | null {
  const lines = describeDetails(line, t, language);
  return lines.length > 0 ? lines.join(' · ') : null;
}
