/**
 * An automated message as the guest reads it (issue 45, docs/automated-messages.md#texts): the
 * template of the guest's language (English when that language has no text: `fellBackToEnglish`),
 * its `{placeholders}` filled with the stay's values, dates and times written in that language. A
 * line whose placeholder has no value (the property has no review link, the booking no door code)
 * is left out, so the thank-you reads well without a review link. A subject left empty is Rihla's
 * of that language. Pure.
 */
import { automatedMessageDefaults } from './automated-message-defaults.ts';
import { knownTimeZone } from './calendar.ts';
import {
  type AutomatedMessageEvent,
  type AutomatedMessageLanguage,
  automatedMessagePlaceholders,
} from './contracts/host-automated-messages.contract.ts';
import { mailLanguageOf } from './mail-texts.ts';
import { mailLocales } from './mail-texts-words.ts';
import { singleLine } from './plain-text-fields.ts';

export type Placeholder = (typeof automatedMessagePlaceholders)[number];

/** One language of an event's template as stored (text null: no text in this language). */
export interface StoredTemplate {
  language: string;
  subject: string | null;
  text: string | null;
}

/** The stay's values a template is filled with. */
export interface StayValues {
  firstName: string;
  property: string;
  /** YYYY-MM-DD and HH:MM, the property's local dates and times. */
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string;
  checkOutTime: string;
  /** The guest's personal link. */
  link: string;
  /** When the door code is released; null: no door code (or not known yet). */
  codeReleaseAt: Date | null;
  timeZone: string;
  reviewLink: string | null;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  language: AutomatedMessageLanguage;
  fellBackToEnglish: boolean;
}

const placeholderPattern = /\{([^{}]*)\}/g;

/** The `{…}` of a text that are not placeholders (none: the text may be saved). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(automatedMessagePlaceholders);
  return [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.has(name));
}

/** Each language's (and zone's) formats, made once: an Intl format is slow to make, quick to use. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** YYYY-MM-DD written as the language writes a day ("Jun 10, 2026", "10 juin 2026"). */
export function formatDate(day: string, language: AutomatedMessageLanguage): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatOf(
    `day|${language}`,
    () =>
      new Intl.DateTimeFormat(mailLocales[language], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(new Date(`${day}T00:00:00Z`));
}

/** HH:MM written as the language writes a time of day ("3:00 PM", "15:00"). */
export function formatTime(time: string, language: AutomatedMessageLanguage): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  return formatOf(
    `time|${language}`,
    () =>
      new Intl.DateTimeFormat(mailLocales[language], {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
  ).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** An instant as the property's clock reads it, in the language ("Mar 12, 2026, 3:00 PM"). */
export function formatMoment(instant: Date, timeZone: string, language: AutomatedMessageLanguage): string {
  const zone = knownTimeZone(timeZone);
  return formatOf(
    `moment|${language}|${zone}`,
    () =>
      new Intl.DateTimeFormat(mailLocales[language], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }),
  ).format(instant);
}

function valuesIn(values: StayValues, language: AutomatedMessageLanguage): Record<Placeholder, string> {
  return {
    // One line each, no direction overrides: a value never starts a line of its own (mail-header-lines.test.ts).
    firstName: singleLine(values.firstName),
    property: singleLine(values.property),
    checkInDate: formatDate(values.checkInDate, language),
    checkOutDate: formatDate(values.checkOutDate, language),
    checkInTime: formatTime(values.checkInTime, language),
    checkOutTime: formatTime(values.checkOutTime, language),
    link: singleLine(values.link),
    codeReleaseTime: values.codeReleaseAt
      ? formatMoment(values.codeReleaseAt, values.timeZone, language)
      : '',
    reviewLink: singleLine(values.reviewLink ?? ''),
  };
}

/** `template` filled; a line with a placeholder that has no value is left out. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .filter((line) => [...line.matchAll(placeholderPattern)].every((match) => values[match[1] ?? '']))
    .map((line) => line.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole))
    .join('\n')
    .trim();
}

/**
 * The message of `event` in `languageAsked`, from the stored templates of the event (the four
 * languages; English always has a text): the asked language's text, else English's.
 */
export function renderAutomatedMessage(
  event: AutomatedMessageEvent,
  languageAsked: string,
  templates: readonly StoredTemplate[],
  values: StayValues,
): RenderedMessage {
  const asked = mailLanguageOf(languageAsked);
  const own = templates.find((row) => row.language === asked && row.text);
  const english = templates.find((row) => row.language === 'en' && row.text);
  const chosen = own ?? english;
  const language: AutomatedMessageLanguage = own ? asked : 'en';
  const text = chosen?.text ?? automatedMessageDefaults[event].en.text;
  const subject = chosen?.subject || automatedMessageDefaults[event][language].subject;
  const filled = valuesIn(values, language);
  return {
    // A subject is one line: a placeholder without a value is left empty, never the whole subject.
    subject: subject
      .replace(placeholderPattern, (whole, name: string) => filled[name as Placeholder] ?? whole)
      .replace(/\s+/g, ' ')
      .trim(),
    text: fillTemplate(text, filled),
    language,
    fellBackToEnglish: language !== asked,
  };
}
