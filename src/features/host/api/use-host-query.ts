import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callHostFunction, type HostFunctionError } from '@/lib/host-functions';
import { useHostAuthStore } from '../auth/host-auth-store';

/** The host server functions the screens read from and write to. */
export type HostFunctionName =
  | 'host-dashboard'
  | 'host-guests'
  | 'host-booking'
  | 'host-declarations'
  | 'host-extras'
  | 'host-bookings'
  | 'host-calendar'
  | 'host-cleaning'
  | 'host-analytics'
  | 'host-notifications'
  | 'host-settings'
  | 'host-properties'
  | 'host-property-photos'
  | 'host-ical-feeds'
  | 'host-inquiries'
  | 'host-mail-outbox';

/** A host answer's cache key: the signed-in account, the function and its request. */
export function hostQueryKey(email: string | null, name: HostFunctionName, body?: object) {
  return body === undefined ? (['host', email, name] as const) : (['host', email, name, body] as const);
}

/**
 * Reads host function `name` with `body` for the signed-in host. `keepPrevious`: while the next
 * page or month loads, the current one stays on screen. The answer is cached per account.
 */
export function useHostQuery<T>(
  name: HostFunctionName,
  body: object = {},
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const email = useHostAuthStore((state) => state.email);
  return useQuery<T, HostFunctionError>({
    queryKey: hostQueryKey(email, name, body),
    queryFn: ({ signal }) => callHostFunction<T>(name, body, signal),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
