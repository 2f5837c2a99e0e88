/**
 * The cheap first pass over a channel's calendar text, before ical.js reads anything: where each
 * VEVENT starts and ends, whether an event surely ended before today (from its DTSTART and DTEND
 * lines alone), and whether the lines outside the events read as iCalendar. And the clock that cuts
 * the work into slices: after `sliceMs` of work, `pause()` gives the event loop back (a timer), so
 * the server's other requests are answered in between. Pure apart from that timer.
 */

/** The text is no iCalendar calendar. */
export class CalendarParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarParseError';
  }
}

export interface SliceClock {
  /** Whether this slice has had its time. */
  due(): boolean;
  /** Gives the event loop back, then starts a new slice. */
  pause(): Promise<void>;
}

export function sliceClock(sliceMs: number): SliceClock {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    pause: () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          started = performance.now();
          resolve();
        }, 0);
      }),
  };
}

export type CalendarPart = { kind: 'event'; text: string } | { kind: 'outside'; text: string };

/**
 * The text cut into its VEVENTs (from BEGIN:VEVENT to END:VEVENT, nested alarms included) and what
 * lies between them. Throws CalendarParseError for an event that never ends.
 */
export function* veventBlocks(text: string): Generator<CalendarPart> {
  const begin = /^BEGIN:VEVENT[ \t]*$/gim;
  const end = /^END:VEVENT[ \t]*$/gim;
  let cursor = 0;
  for (let found = begin.exec(text); found; found = begin.exec(text)) {
    end.lastIndex = found.index;
    const closing = end.exec(text);
    if (!closing) throw new CalendarParseError('an event without END:VEVENT');
    const after = closing.index + closing[0].length;
    if (found.index > cursor) yield { kind: 'outside', text: text.slice(cursor, found.index) };
    yield { kind: 'event', text: text.slice(found.index, after) };
    cursor = after;
    begin.lastIndex = after;
  }
  if (cursor < text.length) yield { kind: 'outside', text: text.slice(cursor) };
}

const dtstart = /^DTSTART(?:;[^:\r\n]*)?:(\d{8})/im;
const dtend = /^DTEND(?:;[^:\r\n]*)?:(\d{8})/im;
const duration = /^DURATION[;:]/im;
const nested = /^BEGIN:/im;

/**
 * For `today` (YYYY-MM-DD): a test of one VEVENT's text that says true only when the event surely
 * ends before today, as ical.js would read it (its DTEND, or one day after its DTSTART, whichever is
 * later). Anything it cannot be sure of (a DURATION, a nested component, a folded or odd date line)
 * is false: ical.js reads it.
 */
export function pastEventTest(today: string): (block: string) => boolean {
  const todayDigits = today.replace(/-/g, '');
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const yesterdayDigits = yesterday.toISOString().slice(0, 10).replace(/-/g, '');
  return (block) => {
    const start = dtstart.exec(block)?.[1];
    // The day after the start is before today: the start is before yesterday.
    if (!start || start >= yesterdayDigits) return false;
    if (duration.test(block) || nested.test(block.slice(12))) return false;
    const end = dtend.exec(block)?.[1];
    return end === undefined ? !/^DTEND[;:]/im.test(block) : end < todayDigits;
  };
}

/** A content line: a name, then its parameters or value (RFC 5545 3.1); folded lines go on with a space. */
const contentLine = /^[A-Za-z0-9-]+[;:]/;

/** Throws CalendarParseError when a line outside the events is no iCalendar line. */
export async function checkCalendarLines(parts: string[], clock: SliceClock): Promise<void> {
  for (const part of parts) {
    const lines = part.split(/\r?\n/);
    for (let index = 0; index < lines.length; index++) {
      if (index % 1000 === 999 && clock.due()) await clock.pause();
      const line = lines[index] as string;
      if (line === '' || line === '\r' || line.startsWith(' ') || line.startsWith('\t')) continue;
      if (!contentLine.test(line)) throw new CalendarParseError(`invalid line "${line.slice(0, 40)}"`);
    }
  }
}
