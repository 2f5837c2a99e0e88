/**
 * The host portal's calls through their contracts: `callHost(calls.hostGuests, body)` sends the
 * call's body (with its action) through host-functions.ts as the signed-in host and answers with the
 * contract's answer type. Side effect: network (through host-functions.ts).
 */
import type { CallAnswer, CallRef, CallRequest } from './calls';
import { functionOf, wireBody } from './calls';
import { callHostFunction } from './host-functions';

/** Makes host call `ref` (calls.generated.ts) with `body`: its typed answer, or a HostFunctionError. */
export function callHost<R extends CallRef>(
  ref: R,
  body: CallRequest<R>,
  signal?: AbortSignal,
): Promise<CallAnswer<R>> {
  // A write has no signal to pass (it is never cancelled): the same call as a read's, without it.
  const rest: [AbortSignal?] = signal ? [signal] : [];
  return callHostFunction<CallAnswer<R>>(functionOf(ref), wireBody(ref, body), ...rest);
}
