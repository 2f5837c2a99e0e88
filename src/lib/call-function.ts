/**
 * The guest's and the anonymous visitor's calls through their contracts: `callFunction(calls.x,
 * body)` sends the call's body (with its action) through functions-client.ts and answers with the
 * contract's answer type, or the refusal. Side effect: network (through functions-client.ts).
 */
import type { CallAnswer, CallRef, CallRequest } from './calls';
import { functionOf, wireBody } from './calls';
import { type FunctionResult, invokeFunction } from './functions-client';

export interface CallOptions {
  signal?: AbortSignal;
  /** A signed-in user's access token; without it the project's anon key. */
  accessToken?: string;
}

/** Makes call `ref` (calls.generated.ts) with `body`: its typed answer, or what went wrong. */
export function callFunction<R extends CallRef>(
  ref: R,
  body: CallRequest<R>,
  options: CallOptions = {},
): Promise<FunctionResult<CallAnswer<R>>> {
  return invokeFunction<CallAnswer<R>>(functionOf(ref), wireBody(ref, body), options);
}
