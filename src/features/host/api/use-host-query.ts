import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallAnswer, type CallRef, type CallRequest, functionOf, wireBody } from '@/lib/calls';
import type * as calls from '@/lib/calls.generated';
import { callHost } from '@/lib/host-calls';
import type { HostFunctionError } from '@/lib/host-functions';
import { useHostAuthStore } from '../auth/host-auth-store';

/** The host server functions the screens read from and write to (taken from the contracts). */
export type HostFunctionName = Extract<
  NonNullable<(typeof calls)[keyof typeof calls]['function']>,
  `host-${string}`
>;

/** A host answer's cache key: the signed-in account, the function and its request (with its action). */
export function hostQueryKey(email: string | null, name: HostFunctionName, body?: object) {
  return body === undefined ? (['host', email, name] as const) : (['host', email, name, body] as const);
}

/** The cache key of call `ref` with `body`. */
export function hostCallKey<R extends CallRef>(email: string | null, ref: R, body: CallRequest<R>) {
  return hostQueryKey(email, functionOf(ref) as HostFunctionName, wireBody(ref, body));
}

/**
 * Reads host call `ref` with `body` for the signed-in host. `keepPrevious`: while the next page or
 * month loads, the current one stays on screen. `always`: read again each time a screen shows it.
 * `pollMs`: read again that often while enabled and the page is visible (a hidden tab or a tablet
 * asleep polls nothing; the polling resumes when it is shown). The answer is cached per account.
 */
export function useHostQuery<R extends CallRef>(
  ref: R,
  body: CallRequest<R>,
  options: { enabled?: boolean; keepPrevious?: boolean; always?: boolean; pollMs?: number } = {},
) {
  const email = useHostAuthStore((state) => state.email);
  const { enabled, keepPrevious, always, pollMs } = options;
  return useQuery<CallAnswer<R>, HostFunctionError>({
    queryKey: hostCallKey(email, ref, body),
    queryFn: ({ signal }) => callHost(ref, body, signal),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchOnMount: always ? 'always' : undefined,
    // A query that is not enabled is not read again on its interval either.
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}
