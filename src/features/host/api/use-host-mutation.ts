import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallAnswer, type CallRef, type CallRequest, functionOf } from '@/lib/calls';
import { callHost } from '@/lib/host-calls';
import { HostFunctionError } from '@/lib/host-functions';
import { isOnline } from '@/lib/network-status';
import { useHostAuthStore } from '../auth/host-auth-store';
import { type HostFunctionName, hostQueryKey } from './use-host-query';

/**
 * A write through host call `ref`. Writes need a connection: offline, it fails at once with a
 * `network` error (the screen says so) instead of waiting. On success every answer of the functions
 * of `invalidates` is read again, so every screen shows the change.
 */
export function useHostMutation<R extends CallRef>(ref: R, invalidates: (CallRef | HostFunctionName)[]) {
  const client = useQueryClient();
  const email = useHostAuthStore((state) => state.email);
  const functions = [...new Set(invalidates.map((call) => functionOf(call) as HostFunctionName))];
  return useMutation<CallAnswer<R>, HostFunctionError, CallRequest<R>>({
    mutationFn: (body) => {
      if (!isOnline()) {
        return Promise.reject(new HostFunctionError('network', 'Writes need a connection.'));
      }
      return callHost(ref, body);
    },
    onSuccess: () =>
      Promise.all(functions.map((name) => client.invalidateQueries({ queryKey: hostQueryKey(email, name) }))),
  });
}
