/**
 * Issue 41, finding 8: a guest's name with CR/LF showed forged `Bcc:` lines in a mail's plain-text
 * part, and right-to-left overrides survived in subjects. Every mail is written here as the outbox
 * sends it (the same .eml bytes nodemailer would put on the wire), once with clean values and once
 * with hostile ones: the hostile mail has no header and no header-like line more than the clean
 * one, in any language, and no bidirectional control but the marks Intl writes in Arabic amounts.
 */
import { describe, expect, it } from 'vitest';
import { emlBytes } from '../../local-server/mail-files.ts';
import type { MailTemplateParams } from './mail-templates.ts';
import { renderMail } from './mail-texts.ts';
import { mailLanguages } from './mail-texts-words.ts';
import { bidiControls, singleLine } from './plain-text-fields.ts';

const siteUrl = 'https://stays.rihla.example';
const forged = '\r\nBcc: thief@example.com\r\nX-Injected: yes\nSubject: Wire the deposit\r\n';
const override = '\u202egnp.exe\u202c\u2066\u200f\u061c';

const booking = (hostile: boolean) => ({
  bookingId: 'b0000000-0000-4000-8000-000000000001',
  guestName: hostile ? `Amina${forged}Benali${override}` : 'Amina Benali',
  guestPhone: hostile ? `+212600111222${forged}` : '+212600111222',
  propertyName: hostile ? `Riad ${override}Yasmine${forged}` : 'Riad Yasmine',
  checkIn: '2026-03-12',
  checkOut: '2026-03-17',
});
const line = (hostile: boolean) => ({
  extraId: 'airport_transfer',
  name: 'Transfer',
  quantity: 1,
  amount: 3000,
  currency: 'EUR',
  details: {
    flightNumber: hostile ? `AT 800${forged}` : 'AT 800',
    notes: hostile ? `Two suitcases${forged}${override}` : 'Two suitcases',
  },
});

const paramsOf: Record<keyof MailTemplateParams, (hostile: boolean) => Record<string, unknown>> = {
  extraPaid: (hostile) => ({
    ...booking(hostile),
    orderId: 'o-1',
    lines: [line(hostile)],
    total: 3000,
    currency: 'EUR',
  }),
  extraRefunded: (hostile) => ({
    ...booking(hostile),
    orderId: 'o-1',
    lines: [line(hostile)],
    refundedAmount: 3000,
    currency: 'EUR',
  }),
  inquiryReceived: (hostile) => ({
    inquiryId: 'i-1',
    fullName: hostile ? `Eve${forged}${override}` : 'Eve',
    email: 'eve@example.com',
    phone: null,
    propertyLocation: hostile ? `Essaouira${override}${forged}` : 'Essaouira',
    message: hostile ? `Hello${forged}Cc: more@example.com\r\n${override}Three rooms` : 'Hello\nThree rooms',
    language: 'fr',
  }),
  // No typed value: a tampered row's params get the same treatment all the same.
  inquiryBurst: (hostile) => ({
    cap: hostile ? `20${forged}${override}` : '20',
    windowStartedAt: '2026-03-10T09:00:00.000Z',
  }),
  guestMessage: (hostile) => ({
    ...booking(hostile),
    text: hostile ? `Where do I park?${forged}Cc: more@example.com\r\n${override}` : 'Where do I park?',
  }),
  hostReply: (hostile) => ({
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    propertyName: hostile ? `Riad ${override}Yasmine${forged}` : 'Riad Yasmine',
    authorName: hostile ? `Amina${forged}${override}` : 'Amina',
    text: hostile ? `In the lane${forged}Bcc: x@example.com\r\n${override}` : 'In the lane',
  }),
  guestLink: (hostile) => ({
    ...booking(hostile),
    url: 'http://localhost:4173/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  }),
  // As automated-message-render.ts writes it: the team's lines, the stay's values on one line each.
  automatedMessage: (hostile) => ({
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    propertyName: hostile ? `Riad ${override}Yasmine${forged}` : 'Riad Yasmine',
    event: 'arrival_morning',
    subject: hostile ? `Welcome to Riad ${override}Yasmine${forged}` : 'Welcome to Riad Yasmine',
    text: `Good morning ${hostile ? singleLine(`Amina${forged}${override}`) : 'Amina'},\nToday is the day!`,
    url: 'http://localhost:4173/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  }),
};

const bidiCount = (text: string) => text.match(bidiControls)?.length ?? 0;

/** The mail's header names (unfolded), its subject and its lines that look like a header. */
async function written(template: keyof MailTemplateParams, language: string, hostile: boolean) {
  const mail = renderMail(template, language, paramsOf[template](hostile), { siteUrl });
  const raw = (
    await emlBytes({
      messageId: '<00000000-0000-4000-8000-000000000001@rihla.example>',
      to: 'team@rihla.example',
      from: 'Rihla <no-reply@rihla.example>',
      ...mail,
    })
  ).toString('utf8');
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((field) => field.split(':')[0]!.toLowerCase());
  const headerLike = mail.text.split('\n').filter((text) => /^[A-Za-z][\w-]*:/.test(text));
  return { mail, headers, headerLike };
}

describe('mails with hostile single-line values', () => {
  for (const template of Object.keys(paramsOf) as (keyof MailTemplateParams)[]) {
    it(`${template}: no forged header nor header-like line, no bidi control (every language)`, async () => {
      for (const language of mailLanguages) {
        const clean = await written(template, language, false);
        const hostile = await written(template, language, true);
        expect(hostile.headers, language).toEqual(clean.headers);
        expect(hostile.headers).not.toContain('bcc');
        expect(hostile.headers).not.toContain('x-injected');
        expect(
          hostile.headerLike.map((text) => text.split(':')[0]),
          language,
        ).toEqual(clean.headerLike.map((text) => text.split(':')[0]));
        expect(hostile.mail.text).not.toMatch(/^(bcc|cc|subject|x-injected):/im);
        expect(hostile.mail.subject).not.toMatch(/[\r\n]/);
        // Arabic money and dates carry the marks Intl writes (U+061C, U+200F): none more than that.
        for (const part of ['subject', 'text', 'html'] as const) {
          expect(bidiCount(hostile.mail[part]), `${language} ${part}`).toBe(bidiCount(clean.mail[part]));
        }
        if (language !== 'ar') expect(bidiCount(hostile.mail.text + hostile.mail.subject)).toBe(0);
      }
    });
  }

  it('keeps the words of a hostile value, on one line, and a message its own lines, indented', async () => {
    const { mail } = await written('inquiryReceived', 'en', true);
    expect(mail.subject).toBe(
      'New inquiry: Eve Bcc: thief@example.com X-Injected: yes Subject: Wire the deposit gnp.exe, Essaouiragnp.exe Bcc: thief@example.com X-Injected: yes Subject: Wire the deposit',
    );
    expect(mail.text).toContain('\nMessage: Hello\n    Bcc: thief@example.com\n    X-Injected: yes\n');
  });
});
