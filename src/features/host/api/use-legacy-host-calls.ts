import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callHostFunction, HostFunctionError } from '@/lib/host-functions';
import { isOnline } from '@/lib/network-status';
import { useHostAuthStore } from '../auth/host-auth-store';
import { type HostFunctionName, hostQueryKey } from './use-host-query';

// The two functions not yet on their contracts (host-bookings, host-property-photos) call through these
// until they are (issue 42); in a module of their own, so the other screens' bundles do without them.
/** Until every api file calls through its contract (issue 42): reads host function `name` with `body`. */
export function useLegacyHostQuery<T>(
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

/** Until every api file calls through its contract (issue 42): a write through host function `name`. */
export function useLegacyHostMutation<TBody extends object, TResult = unknown>(
  name: HostFunctionName,
  invalidates: HostFunctionName[],
) {
  const client = useQueryClient();
  const email = useHostAuthStore((state) => state.email);
  return useMutation<TResult, HostFunctionError, TBody>({
    mutationFn: (body) => {
      if (!isOnline()) {
        return Promise.reject(new HostFunctionError('network', 'Writes need a connection.'));
      }
      return callHostFunction<TResult>(name, body);
    },
    onSuccess: () =>
      Promise.all(
        invalidates.map((invalidated) =>
          client.invalidateQueries({ queryKey: hostQueryKey(email, invalidated) }),
        ),
      ),
  });
}
