/**
 * The app's side of the contracts (supabase/functions/_shared/contract.ts): a call reference is the
 * call's name, `function` or `function.action` (the shortest thing that says both), and carries the
 * contract's types only, so the app never loads zod for them. Every reference is generated from the contracts into
 * calls.generated.ts (`npm run generate`); the app calls `calls.hostGuests`, never a name string.
 */
import type { AnswerOf, AnyContract, RequestOf } from '@shared/contract.ts';

export type CallRef<C extends AnyContract = AnyContract, F extends string = string> = string & {
  /** Never set: it carries the contract's types and the function's name. */
  readonly contract?: C;
  readonly function?: F;
};

/** What the app sends for the call (without its action). */
export type CallRequest<R> = R extends CallRef<infer C> ? RequestOf<C> : never;
/** What the call answers. */
export type CallAnswer<R> = R extends CallRef<infer C> ? AnswerOf<C> : never;

/** The function (folder of supabase/functions) that serves the call (or a function's name itself). */
export function functionOf(ref: string): string {
  const dot = ref.indexOf('.');
  return dot < 0 ? ref : ref.slice(0, dot);
}

/** The body as sent: the request, with the call's action first when it has one. */
export function wireBody<R extends CallRef>(ref: R, body: CallRequest<R>): object {
  const dot = ref.indexOf('.');
  return dot < 0 ? (body as object) : { action: ref.slice(dot + 1), ...(body as object) };
}
