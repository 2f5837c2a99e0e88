/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-ical-feeds, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostIcalFeedsAdd as hostIcalFeedsAddContract,
  hostIcalFeedsList as hostIcalFeedsListContract,
  hostIcalFeedsRegenerateExportToken as hostIcalFeedsRegenerateExportTokenContract,
  hostIcalFeedsRemove as hostIcalFeedsRemoveContract,
  hostIcalFeedsSyncNow as hostIcalFeedsSyncNowContract,
} from '@shared/contracts/host-ical-feeds.contract.ts';
import type { CallRef } from '../calls';

/** host-ical-feeds.add (host) */
export const hostIcalFeedsAdd = { function: 'host-ical-feeds', action: 'add' } as CallRef<
  typeof hostIcalFeedsAddContract,
  'host-ical-feeds'
>;
/** host-ical-feeds.list (host) */
export const hostIcalFeedsList = { function: 'host-ical-feeds', action: 'list' } as CallRef<
  typeof hostIcalFeedsListContract,
  'host-ical-feeds'
>;
/** host-ical-feeds.regenerateExportToken (host) */
export const hostIcalFeedsRegenerateExportToken = {
  function: 'host-ical-feeds',
  action: 'regenerateExportToken',
} as CallRef<typeof hostIcalFeedsRegenerateExportTokenContract, 'host-ical-feeds'>;
/** host-ical-feeds.remove (host) */
export const hostIcalFeedsRemove = { function: 'host-ical-feeds', action: 'remove' } as CallRef<
  typeof hostIcalFeedsRemoveContract,
  'host-ical-feeds'
>;
/** host-ical-feeds.syncNow (host) */
export const hostIcalFeedsSyncNow = { function: 'host-ical-feeds', action: 'syncNow' } as CallRef<
  typeof hostIcalFeedsSyncNowContract,
  'host-ical-feeds'
>;
