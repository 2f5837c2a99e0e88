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

/** host */
export const hostIcalFeedsAdd = 'host-ical-feeds.add' as CallRef<
  typeof hostIcalFeedsAddContract,
  'host-ical-feeds'
>;
/** host */
export const hostIcalFeedsList = 'host-ical-feeds.list' as CallRef<
  typeof hostIcalFeedsListContract,
  'host-ical-feeds'
>;
/** host */
export const hostIcalFeedsRegenerateExportToken = 'host-ical-feeds.regenerateExportToken' as CallRef<
  typeof hostIcalFeedsRegenerateExportTokenContract,
  'host-ical-feeds'
>;
/** host */
export const hostIcalFeedsRemove = 'host-ical-feeds.remove' as CallRef<
  typeof hostIcalFeedsRemoveContract,
  'host-ical-feeds'
>;
/** host */
export const hostIcalFeedsSyncNow = 'host-ical-feeds.syncNow' as CallRef<
  typeof hostIcalFeedsSyncNowContract,
  'host-ical-feeds'
>;
