/**
 * submit-host-inquiry for a browser's own form post (issue 43): the prerendered work-with-us form posts
 * `application/x-www-form-urlencoded` (method="post") when the app is not running yet, or at all. The
 * fields become the JSON call's request and go through the very same handler (the contract's rules and
 * limits, the rate limit, the team's notices and mail, the same row); its answer becomes a 303 to the
 * page in the form's language at the answer's anchor (_shared/inquiry-form-answers.ts), never an error
 * page: a refused form says so on the page, and the browser's Back returns to what was typed.
 */
import type { RequestOf } from '../_shared/contract.ts';
import type { submitHostInquiry } from '../_shared/contracts/submit-host-inquiry.contract.ts';
import { readFormPost } from '../_shared/form-post.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { logFailure } from '../_shared/http.ts';
import {
  type InquiryFormAnswer,
  inquiryAnswerLocation,
  inquiryAnswerOfStatus,
} from '../_shared/inquiry-form-answers.ts';

const inquiryFields = ['fullName', 'email', 'phone', 'propertyLocation', 'message'] as const;

/** The form's fields as the JSON call's request (fields it does not name are left out). */
export function inquiryRequestOfForm(fields: Record<string, string>): RequestOf<typeof submitHostInquiry> {
  const inquiry: Record<string, string> = {};
  for (const name of inquiryFields) if (name in fields) inquiry[name] = fields[name]!;
  const request: Record<string, unknown> = { inquiry };
  if (fields.language) request.language = fields.language;
  return request as RequestOf<typeof submitHostInquiry>;
}

const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The handler for a form post, answering through `handleJson` (the call's handler). */
export function formPostHandler(handleJson: FunctionHandler): FunctionHandler {
  return async (request, deps) => {
    const read = await readFormPost(request);
    const language = read.fields?.language;
    let answer: InquiryFormAnswer = 'invalid';
    if (read.ok) {
      try {
        const call = new Request(request.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(inquiryRequestOfForm(read.fields)),
        });
        answer = inquiryAnswerOfStatus((await handleJson(call, deps)).status);
      } catch (error) {
        logFailure('submit-host-inquiry', 'form post failed', error);
        answer = 'failed';
      }
    }
    return seeOther(inquiryAnswerLocation(deps.config.siteUrl, language, answer));
  };
}
