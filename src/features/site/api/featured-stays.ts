/**
 * Featured Destinations' homes (issue 46): the published homes from public-stays, in the page's
 * language. Side effect: network (through src/lib).
 */

import type { LanguageCode } from '@/i18n/languages';
import { callFunction } from '@/lib/call-function';
import type { CallAnswer } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';

export type FeaturedStay = CallAnswer<typeof calls.publicStays>['stays'][number];

/** The homes, or null when they could not be loaded. */
export async function loadFeaturedStays(
  language: LanguageCode,
  signal: AbortSignal,
): Promise<FeaturedStay[] | null> {
  const result = await callFunction(calls.publicStays, { language }, { signal });
  return result.ok ? result.data.stays : null;
}
