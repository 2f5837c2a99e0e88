/**
 * The contract's answer check: in the tests (and `npm run dev`), every JSON answer a procedure
 * sends is checked against its contract's answer schema, so a contract cannot say one thing while
 * the handler answers another. Off in production: the check costs a parse of every answer.
 * Side effect: a module-level switch, set once by the test setup.
 */
import type { z } from 'zod';

let checking = false;

/** Turns the answer check on (test setup) or off. */
export function setAnswerChecks(on: boolean): void {
  checking = on;
}

/** Null when the answer matches (or checks are off), else what does not match, for the log. */
export function checkAnswer(schema: z.ZodType, text: string): string | null {
  if (!checking) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'the answer is not JSON';
  }
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}
