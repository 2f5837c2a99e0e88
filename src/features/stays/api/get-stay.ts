/** public-stay: a published home's page, calendar and quote (anyone). Side effect: network (through src/lib). */
import { callFunction } from '@/lib/call-function';
import * as calls from '@/lib/calls.generated';
import type { StayAnswer, StayRequest } from './stay-types';

/** A home nobody can see (unknown or unpublished): the page says so instead of retrying. */
export class StayNotFound extends Error {}

export async function getStay(request: StayRequest, signal?: AbortSignal): Promise<StayAnswer> {
  const result = await callFunction(calls.publicStay, request, { signal });
  if (!result.ok && result.kind === 'http' && result.status === 404) throw new StayNotFound(request.slug);
  if (!result.ok) throw new Error(result.kind === 'http' ? `public-stay ${result.status}` : 'network');
  return result.data;
}
