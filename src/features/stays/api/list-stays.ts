/** public-stays: the published homes for /stays (anyone). Side effect: network (through src/lib). */
import { callFunction } from '@/lib/call-function';
import * as calls from '@/lib/calls.generated';
import type { StaysAnswer, StaysRequest } from './stay-types';

/** The list, or throws (TanStack Query shows the error state and retries). */
export async function listStays(request: StaysRequest, signal?: AbortSignal): Promise<StaysAnswer> {
  const result = await callFunction(calls.publicStays, request, { signal });
  if (!result.ok) throw new Error(result.kind === 'http' ? `public-stays ${result.status}` : 'network');
  return result.data;
}
