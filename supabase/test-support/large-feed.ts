/**
 * Large channel calendars for the tests and the bench: `events` one-night events in Airbnb's words,
 * `future` of them from `today` on (one after the other, never overlapping), the rest in the past,
 * past ones as short as a real export allows (no DTEND: one night), so that 20,000 fit under the 2 MB
 * cap (`largeFeed({ events: 20_000, future: 2_000, ... })`: 2,094,763 bytes, just under 2 MiB). Pure.
 */
const day = (base: string, offset: number) => {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
};

export interface LargeFeedOptions {
  events: number;
  future: number;
  /** YYYY-MM-DD */
  today: string;
  /** Every `blockEvery`-th future event is "Not available" rather than "Reserved" (default: none). */
  blockEvery?: number;
}

export function largeFeed({ events, future, today, blockEvery = 0 }: LargeFeedOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0'];
  const past = events - future;
  for (let index = 0; index < events; index++) {
    const isFuture = index >= past;
    // Past events: one night each, going back from the day before yesterday (nights may repeat).
    const offset = isFuture ? (index - past) * 2 : -2 - (index % 3000);
    const block = isFuture && blockEvery > 0 && (index - past) % blockEvery === blockEvery - 1;
    const uid = `UID:${index.toString(36)}@airbnb.com`;
    if (!isFuture) {
      // Without DTEND: one night (the shortest a past event can be written).
      lines.push(
        'BEGIN:VEVENT',
        `DTSTART;VALUE=DATE:${day(today, offset)}`,
        uid,
        'SUMMARY:Reserved',
        'END:VEVENT',
      );
      continue;
    }
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${day(today, offset + 1)}`,
      `DTSTART;VALUE=DATE:${day(today, offset)}`,
      uid,
      ...(block
        ? ['SUMMARY:Airbnb (Not available)']
        : [
            `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM${index.toString(36).toUpperCase().padStart(6, 'X')}`,
            'SUMMARY:Reserved',
          ]),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}
