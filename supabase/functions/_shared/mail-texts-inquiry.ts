/**
 * The work-with-us mails to the team: one inquiry (`inquiryReceived`), and the one mail of a burst
 * (`inquiryBurst`: more inquiries within the hour than the cap, submit-host-inquiry; the ones past
 * it are stored without a mail each). Pure.
 */
import { fill, type MailDocument, paragraph, type Row, text } from './mail-texts-parts.ts';
import type { MailWords } from './mail-texts-words.ts';

export function inquiryDocument(
  params: Record<string, unknown>,
  words: MailWords,
  siteUrl: string,
): MailDocument {
  const name = text(params.fullName);
  const location = text(params.propertyLocation);
  const rows: Row[] = [
    { label: words.name, value: name },
    { label: words.email, value: text(params.email) },
    { label: words.phone, value: text(params.phone) },
    { label: words.location, value: location },
    { label: words.language, value: text(params.language) },
    { label: words.message, value: paragraph(params.message) },
  ].filter((row) => row.value);
  return {
    subject: fill(words.subjects.inquiryReceived, { name, location }),
    intro: words.intros.inquiryReceived,
    blocks: [{ rows }],
    link: {
      label: words.openInquiry,
      url: `${siteUrl}/host/inquiries?id=${encodeURIComponent(text(params.inquiryId))}`,
    },
  };
}

export function inquiryBurstDocument(
  params: Record<string, unknown>,
  words: MailWords,
  siteUrl: string,
): MailDocument {
  const cap = text(params.cap);
  return {
    subject: fill(words.subjects.inquiryBurst, { cap }),
    intro: fill(words.intros.inquiryBurst, { cap }),
    blocks: [],
    link: { label: words.openInquiries, url: `${siteUrl}/host/inquiries` },
  };
}
