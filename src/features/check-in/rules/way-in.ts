/**
 * The check-in's last words follow the property's way in (issue 43): a smart lock's door code, a key
 * box's code, or the host meeting the guests (no code promised). Pure.
 */
import type { ArrivalMethod } from '@shared/api-types.ts';

/** The `complete.text` variant (i18next context) for a way in; none: the door code (a smart lock, the default). */
export function completeTextContext(method: ArrivalMethod | undefined): 'keyBox' | 'hostMeets' | undefined {
  if (method === 'key_box') return 'keyBox';
  if (method === 'host_meets') return 'hostMeets';
  return undefined;
}
