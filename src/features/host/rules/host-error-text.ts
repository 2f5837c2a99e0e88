import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionError } from '@/lib/host-functions';

/** The host texts' key that explains a failed read or write (host.json `live.*`). */
export function hostErrorKey(error: Pick<HostFunctionError, 'kind'>, writing = false): TextKey<'host'> {
  switch (error.kind) {
    case 'network':
      return writing ? 'live.writeOffline' : 'live.networkFailed';
    case 'signed-out':
      return 'live.signedOut';
    case 'not-found':
      return 'live.notFound';
    case 'refused':
      return 'live.refused';
    default:
      return 'live.serverFailed';
  }
}
