/**
 * The outbox's mails written out: `renderMail(template, language, params, { siteUrl })` gives the
 * subject, the plain text and the HTML (every value escaped; Arabic right to left) in the
 * recipient's language, with the brand's name, phone and e-mail. Pure: no I/O. Params come from the
 * database (mail_outbox.params) and are read defensively: a missing value is left out, an unknown
 * detail key is ignored. Typed values are neutralised (plain-text-fields.ts): a single-line one
 * keeps no line break nor bidi control; a multi-line one (a message, notes) is indented under its
 * label in the plain text, so no value ever starts a line that could pass for a header.
 */
import { brand } from '../../../src/config/brand.ts';
import { guestLinkDocument } from './guest-link-texts.ts';
import type { MailExtraLine, MailTemplate } from './mail-templates.ts';
import { inquiryBurstDocument, inquiryDocument } from './mail-texts-inquiry.ts';
import { automatedMessageDocument, guestMessageDocument, hostReplyDocument } from './mail-texts-messages.ts';
import { type Block, fill, type MailDocument, paragraph, type Row, text } from './mail-texts-parts.ts';
import {
  type DetailLabelKey,
  type MailLanguage,
  type MailWords,
  mailLanguages,
  mailLocales,
  mailWords,
} from './mail-texts-words.ts';
import { singleLine } from './plain-text-fields.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return mailLanguages.find((code) => code === language) ?? 'en';
}

/** Minor units of `currency` written as money in the language ("€30.00", "30,00 €"). */
export function formatMoney(amountMinor: unknown, currency: unknown, language: MailLanguage): string {
  const amount = typeof amountMinor === 'number' ? amountMinor : Number(amountMinor);
  const code = text(currency).toUpperCase();
  if (!Number.isFinite(amount)) return '';
  try {
    const format = new Intl.NumberFormat(mailLocales[language], { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`.trim();
  }
}

/** A YYYY-MM-DD day written in the language ("Mar 12, 2026"); anything else as it is. */
export function formatDay(day: unknown, language: MailLanguage): string {
  const value = text(day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(mailLocales[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function stayDates(params: Record<string, unknown>, language: MailLanguage): string {
  return `${formatDay(params.checkIn, language)} – ${formatDay(params.checkOut, language)}`;
}

/** The rows of one extra's details, in a fixed order; unknown keys are ignored. */
export function detailRows(
  details: Record<string, unknown>,
  words: MailWords,
  language: MailLanguage,
): Row[] {
  const rows: Row[] = [];
  const add = (key: DetailLabelKey, value: string) => {
    if (value) rows.push({ label: words.fields[key], value });
  };
  const direction = text(details.direction);
  add(
    'direction',
    direction === 'arrival' || direction === 'departure' ? words.directions[direction] : direction,
  );
  add('flightNumber', text(details.flightNumber));
  add('flightDate', formatDay(details.flightDate, language));
  add('flightTime', text(details.flightTime));
  add('guestCount', text(details.guestCount));
  add('contactNumber', text(details.contactNumber));
  add('notes', paragraph(details.notes));
  const returnLeg = text(details.addReturnTransfer) === 'true' || text(details.returnFlightNumber) !== '';
  if (returnLeg) {
    add('returnFlightNumber', text(details.returnFlightNumber));
    add('returnFlightDate', formatDay(details.returnFlightDate, language));
    add('returnFlightTime', text(details.returnFlightTime));
  }
  const timeMethod = text(details.timeMethod);
  const time = text(details.time);
  if (timeMethod === 'later' || time === 'decide_later') add('breakfastTime', words.breakfastLater);
  else add('breakfastTime', time);
  add('people', text(details.people));
  const mornings = text(details.mornings)
    .split(',')
    .map((day) => formatDay(day.trim(), language))
    .filter(Boolean);
  add('mornings', mornings.join(', '));
  return rows;
}

function lineBlock(line: Partial<MailExtraLine>, words: MailWords, language: MailLanguage): Block {
  const name = words.extraNames[text(line.extraId)] ?? (text(line.name) || text(line.extraId));
  const quantity = typeof line.quantity === 'number' && line.quantity > 1 ? ` × ${line.quantity}` : '';
  const price = formatMoney(line.amount, line.currency, language);
  const details = line.details && typeof line.details === 'object' ? line.details : {};
  return {
    heading: `${name}${quantity}${price ? ` — ${price}` : ''}`,
    rows: detailRows(details, words, language),
  };
}

function bookingDocument(
  template: 'extraPaid' | 'extraRefunded',
  params: Record<string, unknown>,
  words: MailWords,
  language: MailLanguage,
  siteUrl: string,
): MailDocument {
  const guest = text(params.guestName);
  const property = text(params.propertyName);
  const dates = stayDates(params, language);
  const lines = Array.isArray(params.lines) ? (params.lines as Partial<MailExtraLine>[]) : [];
  const sum = template === 'extraPaid' ? params.total : params.refundedAmount;
  const sumLabel = template === 'extraPaid' ? words.total : words.refunded;
  const summary: Row[] = [
    { label: words.guest, value: guest },
    { label: words.phone, value: text(params.guestPhone) },
    { label: words.property, value: property },
    { label: words.dates, value: dates },
  ].filter((row) => row.value);
  return {
    subject: fill(words.subjects[template], { guest, property, dates }),
    intro: words.intros[template],
    blocks: [
      { rows: summary },
      ...lines
        .filter((line) => line && typeof line === 'object')
        .map((line) => lineBlock(line, words, language)),
      {
        rows: [{ label: sumLabel, value: formatMoney(sum, params.currency, language) }].filter(
          (row) => row.value,
        ),
      },
    ],
    link: {
      label: words.openBooking,
      url: `${siteUrl}/host/guests?booking=${encodeURIComponent(text(params.bookingId))}`,
    },
  };
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

function brandLine(): string {
  return `${brand.name} · ${brand.phone} · ${brand.email}`;
}

function plainText(document: MailDocument, footer: string): string {
  const parts = [document.intro];
  for (const block of document.blocks) {
    const indent = block.heading ? '  ' : '';
    // A value's further lines are indented under its label: none starts a line of its own.
    const rows = block.rows.map(
      (row) => `${indent}${row.label}: ${row.value.replace(/\n/g, `\n${indent}    `)}`,
    );
    parts.push([block.heading, ...rows].filter(Boolean).join('\n'));
  }
  parts.push(`${document.link.label}:\n${document.link.url}`, `--\n${brandLine()}\n${footer}`);
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

function html(document: MailDocument, language: MailLanguage, footer: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const padding = dir === 'rtl' ? '2px 0 2px 12px' : '2px 12px 2px 0';
  const cell = `padding:${padding};vertical-align:top;text-align:${align}`;
  const block = (part: Block) => {
    const heading = part.heading
      ? `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(part.heading)}</h2>`
      : '';
    const rows = part.rows
      .map(
        (row) =>
          `<tr><th scope="row" style="${cell};font-weight:600">${escapeHtml(row.label)}</th><td style="${cell};white-space:pre-line">${escapeHtml(row.value)}</td></tr>`,
      )
      .join('');
    return `${heading}${rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : ''}`;
  };
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(document.subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;text-align:${align}" dir="${dir}">`,
    `<p style="white-space:pre-line">${escapeHtml(document.intro)}</p>`,
    ...document.blocks.map(block),
    `<p style="margin-top:20px"><a href="${escapeHtml(document.link.url)}">${escapeHtml(document.link.label)}</a></p>`,
    `<hr><p style="font-size:12px;color:#52606d">${escapeHtml(brandLine())}<br>${escapeHtml(footer)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The mail of `template` in `language` (en when unknown); throws for an unknown template. */
export function renderMail(
  template: MailTemplate | string,
  languageCode: string,
  params: Record<string, unknown>,
  options: { siteUrl: string },
): RenderedMail {
  const language = mailLanguageOf(languageCode);
  const words = mailWords[language];
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  let document: MailDocument;
  if (template === 'extraPaid' || template === 'extraRefunded') {
    document = bookingDocument(template, params, words, language, siteUrl);
  } else if (template === 'inquiryReceived') {
    document = inquiryDocument(params, words, siteUrl);
  } else if (template === 'inquiryBurst') {
    document = inquiryBurstDocument(params, words, siteUrl);
  } else if (template === 'guestMessage') {
    document = guestMessageDocument(params, language, stayDates(params, language), siteUrl);
  } else if (template === 'guestLink') {
    document = guestLinkDocument(params, language, stayDates(params, language), brand.name);
  } else if (template === 'hostReply') {
    document = hostReplyDocument(params, language, siteUrl, brand.name);
  } else if (template === 'automatedMessage') {
    document = automatedMessageDocument(params, language, brand.name);
  } else {
    throw new Error(`unknown mail template: ${template}`);
  }
  document.subject = singleLine(document.subject);
  const footer = document.footer ?? fill(words.footer, { brand: brand.name });
  return {
    subject: document.subject,
    text: plainText(document, footer),
    html: html(document, language, footer),
  };
}
