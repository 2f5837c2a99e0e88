/**
 * The app's side of the contracts (supabase/functions/_shared/contract.ts): a call reference holds
 * the function's name and the call's action, and carries the contract's types
 * only, so the app never loads zod for them. Every reference is generated from the contracts into
 * calls.generated.ts (`npm run generate`); the app calls `calls.hostGuests`, never a name string.
 */
import type { AnswerOf, AnyContract, RequestOf } from '@shared/contract.ts';

export interface CallRef<C extends AnyContract = AnyContract, F extends string = string> {
  /** The function (folder of supabase/functions) that serves the call. */
  readonly function: F;
  /** The body's `action` when the function serves several calls. */
  readonly action?: string;
  /** Never set: it carries the contract's types. */
  readonly contract?: C;
}

/** What the app sends for the call (without its action). */
export type CallRequest<R> = R extends CallRef<infer C> ? RequestOf<C> : never;
/** What the call answers. */
export type CallAnswer<R> = R extends CallRef<infer C> ? AnswerOf<C> : never;

/** The body as sent: the request, with the call's action first when it has one. */
export function wireBody<R extends CallRef>(ref: R, body: CallRequest<R>): object {
  return ref.action ? { action: ref.action, ...(body as object) } : (body as object);
}
