import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callHostFunction, HostFunctionError } from '@/lib/host-functions';
import { isOnline } from '@/lib/network-status';
import { useHostAuthStore } from '../auth/host-auth-store';
import { type HostFunctionName, hostQueryKey } from './use-host-query';

/**
 * A write through host function `name`. Writes need a connection: offline, it fails at once with a
 * `network` error (the screen says so) instead of waiting. On success the answers of `invalidates`
 * are read again, so every screen shows the change.
 */
export function useHostMutation<TBody extends object, TResult = unknown>(
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
