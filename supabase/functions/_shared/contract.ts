/**
 * A call's contract, written once: the function that serves it (and the body's `action` when the
 * function serves several calls), who may call it, its request and answer (zod), and the refusals
 * of its own. Everything else is taken from it: the handler's types and the request's checks
 * (procedure.ts), the app's typed calls (scripts/generate-contracts.ts writes src/lib/calls.generated.ts),
 * and the API reference (docs/api-calls.md, generated too). The app imports contracts as types only,
 * so zod never reaches a guest's first view.
 */
import type { z } from 'zod';

/**
 * Who may make the call, checked by the procedure before the handler runs:
 * - `anonymous`: anyone (the lookup, the inquiry form); limits are the handler's.
 * - `guest`: the booking's guest token in the body (`bookingId` + `guestToken`, _shared/guest-token.ts).
 * - `host`: a signed-in host's access token (an owner or the team); Row Level Security decides the rest.
 * - `team`: a signed-in host of the Rihla team; an owner is refused 403 `team_only`.
 * - `scheduler`: the scheduler's secret in `X-Cron-Secret` (pg_cron, the local server's timers).
 */
export type CallerKind = 'anonymous' | 'guest' | 'host' | 'team' | 'scheduler';

/** A refusal a call documents: its HTTP status, its machine-readable code and the English message. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface Contract<
  Request extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  Errors extends Record<string, Refusal> = Record<string, Refusal>,
  Caller extends CallerKind = CallerKind,
> {
  /** The function (folder of supabase/functions) that serves the call. */
  function: string;
  /**
   * The body's `action` when the function serves several calls; the request schema leaves it out. A
   * multipart call's form holds none (its Content-Type tells it apart): there it only names the call.
   */
  action?: string;
  /** `function` or `function.action`: the call's name in the reference and the app's query keys. */
  name: string;
  caller: Caller;
  /** One sentence for the reference: what the call does, in the screen's words. */
  summary: string;
  request: Request;
  answer: Answer;
  /** The status of its answer: 201 for a call that creates what it answers (else 200). */
  successStatus: 200 | 201;
  /** The call's own refusals, by a name the handler refuses with (`ctx.refuse('notFound')`). */
  errors: Errors;
  /** The 400 `invalid_request` message when the body does not match the request schema. */
  invalidMessage: string;
  /**
   * A 400 message naming what is wrong (the first issue's field), for a call whose refusals say
   * more than `invalidMessage`; the reference lists `invalidMessage`.
   */
  invalidMessageFor?: (issues: readonly z.core.$ZodIssue[]) => string;
  /**
   * Fields that 400's body carries beside `error` and `code`, for a call whose form shows a message
   * per field (submit-host-inquiry: `fields`, the first message of each field).
   */
  invalidFieldsFor?: (issues: readonly z.core.$ZodIssue[]) => Record<string, unknown>;
  /** How the body is sent: JSON (the default), or a form with files (_shared/multipart-body.ts). */
  body?: BodyKind;
  /** A multipart call's cap on its whole body, in bytes: past it, 413 before the form is parsed. */
  maxBytes?: number;
  /** `required`: the call stores files, and without object storage answers 503 before reading its body. */
  storage?: 'required';
}

/**
 * `json`: a JSON object (the action in it when the function serves several calls). `multipart`:
 * multipart/form-data, told apart by its Content-Type (no action); the request schema describes the
 * form's fields (text as strings, a file as `z.file()`, a field sent several times as an array).
 */
export type BodyKind = 'json' | 'multipart';

/** Any contract, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: a contract of any shape, for registries and the procedure.
export type AnyContract = Contract<any, any, Record<string, Refusal>, CallerKind>;

/** What the caller sends (before the schema's defaults and transforms), without the `action`. */
export type RequestOf<C extends AnyContract> = z.input<C['request']>;
/** What the handler reads: the request after the schema (defaults filled, text trimmed). */
export type ParsedRequestOf<C extends AnyContract> = z.output<C['request']>;
/** What the call answers (200). */
export type AnswerOf<C extends AnyContract> = z.output<C['answer']>;
/** The names of the call's own refusals. */
export type RefusalOf<C extends AnyContract> = keyof C['errors'] & string;

interface ContractSpec<
  Request extends z.ZodType,
  Answer extends z.ZodType,
  Errors extends Record<string, Refusal>,
  Caller extends CallerKind,
> {
  function: string;
  action?: string;
  caller: Caller;
  summary: string;
  request: Request;
  answer: Answer;
  successStatus?: 200 | 201;
  errors?: Errors;
  invalidMessage?: string;
  invalidMessageFor?: (issues: readonly z.core.$ZodIssue[]) => string;
  invalidFieldsFor?: (issues: readonly z.core.$ZodIssue[]) => Record<string, unknown>;
  body?: BodyKind;
  maxBytes?: number;
  storage?: 'required';
}

export const defaultInvalidMessage = 'The request does not match what this call takes.';

/** A contract from its spec: the name is `function` or `function.action`. */
export function defineContract<
  Request extends z.ZodType,
  Answer extends z.ZodType,
  Caller extends CallerKind,
  Errors extends Record<string, Refusal> = Record<never, Refusal>,
>(spec: ContractSpec<Request, Answer, Errors, Caller>): Contract<Request, Answer, Errors, Caller> {
  return {
    ...spec,
    name: spec.action ? `${spec.function}.${spec.action}` : spec.function,
    successStatus: spec.successStatus ?? 200,
    errors: spec.errors ?? ({} as Errors),
    invalidMessage: spec.invalidMessage ?? defaultInvalidMessage,
  };
}

/** The refusals the procedure itself answers, by caller kind: the reference lists them once. */
export const procedureRefusals = {
  methodNotAllowed: { status: 405, code: 'method_not_allowed', message: 'Method not allowed. Use POST.' },
  tooLarge: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  invalidJson: { status: 400, code: 'invalid_request', message: 'The request body must be valid JSON.' },
  controlCharacters: {
    status: 400,
    code: 'invalid_text',
    message: 'Text fields must not contain control characters.',
  },
  unauthorized: {
    status: 401,
    code: 'unauthorized',
    message: 'Sign in to the host portal: a valid access token is required.',
  },
  notAHost: {
    status: 403,
    code: 'not_a_host',
    message: 'This account is not a host account.',
  },
  teamOnly: { status: 403, code: 'team_only', message: 'This is for the Rihla team.' },
  notConfigured: {
    status: 503,
    code: 'not_configured',
    message: 'This service is not configured yet. Please try again later.',
  },
  serverError: {
    status: 500,
    code: 'server_error',
    message: 'Something went wrong on our side. Please try again later.',
  },
} as const satisfies Record<string, Refusal>;
