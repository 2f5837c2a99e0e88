/**
 * What a browser's own post of the work-with-us form is answered with (issue 43): a 303 to the page
 * in the form's language, at the answer's anchor (`/fr/work-with-us#inquiry-sent`). The prerendered page
 * shows the anchored answer with CSS alone (`:target`), and the app, once it runs, as its own. Nothing
 * the visitor typed is ever in the address. Pure: shared by the function and the page.
 */

/** The page of the form, by its spec route (src/config/routes.ts `workWithUs`). */
export const inquiryFormPage = '/work-with-us';

/** sent: stored; invalid: refused by the form's rules; rate-limited: 429; failed: anything else. */
export const inquiryFormAnswers = ['sent', 'invalid', 'rate-limited', 'failed'] as const;
export type InquiryFormAnswer = (typeof inquiryFormAnswers)[number];

/** The anchor of an answer on the page (the element's id). */
export function inquiryAnswerAnchor(answer: InquiryFormAnswer): string {
  return `inquiry-${answer}`;
}

/** The answer an address's anchor names (`#inquiry-sent`), or null. */
export function inquiryAnswerOfHash(hash: string): InquiryFormAnswer | null {
  const anchor = hash.replace(/^#/, '');
  return inquiryFormAnswers.find((answer) => inquiryAnswerAnchor(answer) === anchor) ?? null;
}

/** The answer to a form post, from the status the JSON call answered. */
export function inquiryAnswerOfStatus(status: number): InquiryFormAnswer {
  if (status === 200 || status === 201) return 'sent';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 413) return 'invalid';
  return 'failed';
}

const siteLanguages = ['en', 'fr', 'es', 'ar'] as const;

/** Where a form post is sent back to: the site's own origin, the page in the form's language, the answer. */
export function inquiryAnswerLocation(siteUrl: string, language: unknown, answer: InquiryFormAnswer): string {
  const code = siteLanguages.find((known) => known === language) ?? 'en';
  return `${new URL(siteUrl).origin}/${code}${inquiryFormPage}#${inquiryAnswerAnchor(answer)}`;
}
