import { asUser, asUserQuery } from './as-user.ts';
import {
  type AnswerOf,
  type AnyContract,
  type ParsedRequestOf,
  procedureRefusals,
  type Refusal,
  type RefusalOf,
} from './contract.ts';
import { refuseWithoutCronSecret } from './cron-secret.ts';
import type { Queryable, QueryOptions } from './database.ts';
import { guestRefusal } from './guest-request.ts';
import type { FunctionDeps, FunctionHandler } from './handler-types.ts';
import { authenticateHost, type HostCaller } from './host-auth.ts';
import { type HostAccount, hostAccount } from './host-data.ts';
import { errorResponse, json, logFailure, messages, preflight, readJson } from './http.ts';
import { isMultipart, readFormBody } from './multipart-body.ts';
import { type AnswerText, type AnswerWithStatus, answerResponse } from './procedure-answer.ts';
import { type RefusalDetails, type RefusalFields, refusalBody } from './refusal-details.ts';

export { type AnswerText, type AnswerWithStatus, answerText, answerWithStatus } from './procedure-answer.ts';

/** A documented refusal, thrown by a handler (`ctx.refuse`) and answered by the procedure. */
export class CallRefused extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly headers: Record<string, string> = {},
    readonly fields: RefusalFields = {},
  ) {
    super(refusal.message);
    this.name = 'CallRefused';
  }
}

/** A handler's result: the answer, the answer as text, or a Response of its own (a file, a header). */
export type Answered<C extends AnyContract> =
  | AnswerOf<C>
  | AnswerText<AnswerOf<C>>
  | AnswerWithStatus<AnswerOf<C>>
  | Response;

export interface BaseContext<C extends AnyContract> {
  body: ParsedRequestOf<C>;
  request: Request;
  deps: FunctionDeps;
  /** Refuses with a documented refusal (optional headers: Retry-After; details: refusal-details.ts). */
  refuse(name: RefusalOf<C>, headers?: Record<string, string>, details?: RefusalDetails): never;
}

export interface HostContext<C extends AnyContract> extends BaseContext<C> {
  caller: HostCaller;
  /**
   * Runs `work` as the caller in one transaction, once their host account is read: none answers
   * 403 `not_a_host`, and for a `team` call an owner's account 403 `team_only`.
   */
  asHost<T>(work: (tx: Queryable, account: HostAccount) => Promise<T>): Promise<T>;
  /** One statement as the caller, in one round trip; the statement asks itself whether the caller is a host. */
  queryAsCaller<Row>(sql: string, params: unknown[], options?: QueryOptions): Promise<{ rows: Row[] }>;
  /** Refuses with 403 `not_a_host` (after `queryAsCaller` found no host row). */
  notAHost(): never;
}

export interface GuestContext<C extends AnyContract> extends BaseContext<C> {
  /** The booking the guest token was checked for. */
  bookingId: string;
}

export type ContextOf<C extends AnyContract> = C['caller'] extends 'host' | 'team'
  ? HostContext<C>
  : C['caller'] extends 'guest'
    ? GuestContext<C>
    : BaseContext<C>;

export type CallHandler<C extends AnyContract> = (ctx: ContextOf<C>) => Promise<Answered<C>>;

/**
 * A call's own step once its request is parsed, before a guest's token is checked (a host's token
 * is checked before the body is read): the refusals that come first, by name (`ctx.refuse`).
 * guest-checkin: its configuration, then the per-address limit.
 */
export type BeforeCaller<C extends AnyContract> = (ctx: BaseContext<C>) => Promise<void>;

/** A call and its handler, for a function that serves several (`serveCalls`). */
export interface Route<C extends AnyContract = AnyContract> {
  contract: C;
  handle: CallHandler<C>;
  beforeCaller?: BeforeCaller<C>;
}

export function route<C extends AnyContract>(
  contract: C,
  handle: CallHandler<C>,
  beforeCaller?: BeforeCaller<C>,
): Route<C> {
  return { contract, handle, beforeCaller };
}

/** The handler of a function that serves one call (`beforeCaller`: its own step before the caller's check). */
export function serve<C extends AnyContract>(
  contract: C,
  handle: CallHandler<C>,
  options: { beforeCaller?: BeforeCaller<C> } = {},
): FunctionHandler {
  return serveRoutes(
    contract.function,
    [route(contract, handle, options.beforeCaller)],
    contract.invalidMessage,
  );
}

/**
 * The handler of a function that serves several calls, told apart by the body's `action`; a body
 * without a known action answers 400 `invalid_request` with `invalidMessage` (or what it says of
 * the body, when a function tells a body that is no object from an unknown action).
 */
export function serveCalls(
  fn: string,
  invalidMessage: string | ((body: unknown) => string),
  routes: Route[],
): FunctionHandler {
  return serveRoutes(fn, routes, invalidMessage);
}

function serveRoutes(
  fn: string,
  routes: Route[],
  invalidMessage: string | ((body: unknown) => string),
): FunctionHandler {
  // A form (multipart/form-data) goes to the function's multipart call, told apart by its Content-Type.
  const formRoute = routes.find((entry) => entry.contract.body === 'multipart');
  const jsonRoutes = routes.filter((entry) => entry !== formRoute);
  const byAction = new Map(jsonRoutes.map((entry) => [entry.contract.action as string | undefined, entry]));
  // Every call of a function has the same caller kind but `team` (checked per call, after the account).
  const callers = new Set(routes.map((entry) => entry.contract.caller));
  const signedIn = callers.has('host') || callers.has('team');
  return async (request, deps) => {
    try {
      const early = preflight(request);
      if (early) return early;
      let caller: HostCaller | null = null;
      if (signedIn) {
        const auth = await authenticateHost(request, deps.config, deps.now(), deps.db);
        if (!auth.ok) {
          await request.body?.cancel().catch(() => undefined);
          return auth.response;
        }
        caller = auth.caller;
      }
      if (callers.has('scheduler')) {
        const refusal = refuseWithoutCronSecret(request, deps.config);
        if (refusal) {
          await request.body?.cancel().catch(() => undefined);
          return refusal;
        }
      }
      const form = formRoute && isMultipart(request) ? formRoute : undefined;
      const read = form
        ? await readFormBody(request, deps, form.contract)
        : await readJson(request, { emptyIs: signedIn || callers.has('scheduler') ? {} : undefined });
      if (!read.ok) return read.response;
      const picked = form ? { entry: form, body: read.value } : pick(byAction, read.value);
      if (!picked) {
        const message = typeof invalidMessage === 'string' ? invalidMessage : invalidMessage(read.value);
        return errorResponse(400, message, 'invalid_request');
      }
      const { contract } = picked.entry;
      const parsed = contract.request.safeParse(picked.body);
      if (!parsed.success) {
        const message = contract.invalidMessageFor?.(parsed.error.issues) ?? contract.invalidMessage;
        const fields = contract.invalidFieldsFor?.(parsed.error.issues);
        if (fields) return json({ error: message, code: 'invalid_request', ...fields }, 400);
        return errorResponse(400, message, 'invalid_request');
      }
      const before = picked.entry.beforeCaller as BeforeCaller<AnyContract> | undefined;
      const ctx = await context(fn, contract, parsed.data, request, deps, caller, before);
      if (ctx instanceof Response) return ctx;
      const answered = await (picked.entry.handle as CallHandler<AnyContract>)(ctx as never);
      return answerResponse(fn, contract, answered);
    } catch (error) {
      if (error instanceof CallRefused) {
        return json(refusalBody(error.refusal, error.fields), error.refusal.status, error.headers);
      }
      logFailure(fn, 'unexpected failure', error);
      return errorResponse(500, messages.serverError, 'server_error');
    }
  };
}

/** The route for the body's action (the body without it), or the only route of a one-call function. */
function pick(
  byAction: Map<string | undefined, Route>,
  value: unknown,
): { entry: Route; body: unknown } | null {
  const single = byAction.get(undefined);
  if (single) return { entry: single, body: value };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { action, ...rest } = value as { action?: unknown };
  const entry = typeof action === 'string' ? byAction.get(action) : undefined;
  return entry ? { entry, body: rest } : null;
}

async function context(
  fn: string,
  contract: AnyContract,
  body: unknown,
  request: Request,
  deps: FunctionDeps,
  caller: HostCaller | null,
  beforeCaller?: BeforeCaller<AnyContract>,
): Promise<BaseContext<AnyContract> | Response> {
  const refuse = (name: string, headers?: Record<string, string>, details: RefusalDetails = {}): never => {
    const refusal = contract.errors[name];
    if (!refusal)
      throw new Error(`${contract.name} refuses with "${name}", which its contract does not list`);
    const said = details.message === undefined ? refusal : { ...refusal, message: details.message };
    throw new CallRefused(said, headers, details.fields);
  };
  const base: BaseContext<AnyContract> = { body, request, deps, refuse };
  await beforeCaller?.(base);
  if (contract.caller === 'guest') {
    const { bookingId, guestToken } = body as { bookingId: string; guestToken?: string };
    // The contract's own not_found and not_configured, when it lists them (guest-checkin's words).
    const refusal = await guestRefusal(fn, deps, bookingId, guestToken, contract.errors);
    if (refusal) return refusal;
    const guest: GuestContext<AnyContract> = { ...base, bookingId };
    return guest;
  }
  if (!caller) return base;
  const host: HostCaller = caller;
  const notAHost = (): never => {
    throw new CallRefused(procedureRefusals.notAHost);
  };
  const hostContext: HostContext<AnyContract> = {
    ...base,
    caller: host,
    notAHost,
    asHost: (work) =>
      asUser(
        deps.db,
        host.userId,
        async (tx) => {
          const account = await hostAccount(tx);
          if (!account) return notAHost();
          if (contract.caller === 'team' && account.role !== 'team') {
            throw new CallRefused(contract.errors.teamOnly ?? procedureRefusals.teamOnly);
          }
          return work(tx, account);
        },
        host.claims,
      ),
    queryAsCaller: (sql, params, options = {}) =>
      asUserQuery(deps.db, host.userId, sql, params, options, host.claims),
  };
  return hostContext;
}
